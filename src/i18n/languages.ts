export { LANGUAGES, type Language } from '../core/languages';
