import { describe, expect, it } from 'vitest';
import { createPagePreloads, languageOf, modulePreloadTags, type BuildManifest } from '../../../server/http/routes/pagePreloads';
import type { FlowDefinition } from '../../../src/core/flow/types';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/flow/StepHost.tsx': { file: 'assets/StepHost-1.js', imports: ['_react.js', '_widgets.js'] },
  '_widgets.js': { file: 'assets/widgets-1.js' },
  'schemas/forms/apply.schema.json': { file: 'assets/apply.schema-1.js' },
  'schemas/forms/apply.ui.json': { file: 'assets/apply.ui-1.js' },
  'src/generated/validators/apply.js': { file: 'assets/apply-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/validator-runtime-1.js' },
  'schemas/forms/big.schema.json': { file: 'assets/big.schema-1.js' },
  'schemas/forms/big.ui.json': { file: 'assets/big.ui-1.js' },
  'src/generated/validators/big.js': { file: 'assets/big-1.js', imports: ['_runtime.js'] },
  '_en.js': { file: 'assets/locale.en.common-1.js' },
  '_es.js': { file: 'assets/locale.es.common-1.js' },
  '_css.css': { file: 'assets/index-1.css' },
  'src/screens/canceled/CanceledScreen.tsx': { file: 'assets/CanceledScreen-1.js', imports: ['_react.js', '_text.js'] },
  '_text.js': { file: 'assets/Text-1.js' },
};

const step = (route: string, schema?: string) => ({
  step: route,
  route,
  ...(schema ? { form: { schema: `forms/${schema}.schema.json`, uiSchema: `forms/${schema}.ui.json` } } : { screen: 'x' }),
});
const flows = [
  { product: 'microloan', steps: [step('/apply', 'apply'), step('/application/review'), { step: 'CANCELED', route: '/application-canceled', screen: 'Canceled' }] },
  { product: 'pal2', steps: [step('/apply', 'big')] },
] as unknown as FlowDefinition[];
const preloads = createPagePreloads(manifest, flows);

describe('page preloads', () => {
  it('a form step preloads StepHost, its form files and the language texts, not what the entry already has', () => {
    expect(preloads({ path: '/apply', acceptLanguage: 'es-US,es;q=0.9,en;q=0.8' }).sort()).toEqual(
      [
        '/assets/StepHost-1.js',
        '/assets/widgets-1.js',
        '/assets/apply.schema-1.js',
        '/assets/apply.ui-1.js',
        '/assets/apply-1.js',
        '/assets/validator-runtime-1.js',
        '/assets/locale.es.common-1.js',
      ].sort(),
    );
  });

  it('/ is the apply page; another product has its own form; a screen route preloads only the texts', () => {
    expect(preloads({ path: '/' })).toContain('/assets/apply-1.js');
    expect(preloads({ path: '/apply', product: 'pal2' })).toContain('/assets/big-1.js');
    expect(preloads({ path: '/apply', product: 'pal2' })).not.toContain('/assets/apply-1.js');
    expect(preloads({ path: '/application/review', acceptLanguage: 'fr' })).toEqual(['/assets/locale.en.common-1.js']);
  });

  it('a screen route preloads its screen; the language the page shows, when known, wins over Accept-Language', () => {
    expect(preloads({ path: '/application-canceled', acceptLanguage: 'en', language: 'es' }).sort()).toEqual(
      ['/assets/CanceledScreen-1.js', '/assets/Text-1.js', '/assets/locale.es.common-1.js'].sort(),
    );
  });

  it("every page preloads the stages of the app's start (the entry's dynamic imports) and what they import, not what the entry has", () => {
    const staged = createPagePreloads(
      {
        ...manifest,
        'index.html': { ...manifest['index.html'], dynamicImports: ['locales/es/common.json', 'node_modules/react-dom/client.js', 'src/app/startApp.tsx'] },
        'locales/es/common.json': { file: 'assets/locale.es.common-1.js' },
        'node_modules/react-dom/client.js': { file: 'assets/client-1.js', imports: ['_react.js'] },
        'src/app/startApp.tsx': { file: 'assets/startApp-1.js', imports: ['_react.js', '_fluent.js'] },
        '_fluent.js': { file: 'assets/fluent-1.js' },
      },
      flows,
    );
    for (const path of ['/apply', '/application/review', '/no/such/page']) {
      const files = staged({ path, language: 'en' });
      expect(files).toEqual(expect.arrayContaining(['/assets/client-1.js', '/assets/startApp-1.js', '/assets/fluent-1.js']));
      expect(files).not.toContain('/assets/react-1.js');
      // The texts are the page's language's only.
      expect(files).not.toContain('/assets/locale.es.common-1.js');
    }
  });

  it('picks the product language of highest q from Accept-Language, English otherwise', () => {
    expect(languageOf('fr-FR,es;q=0.5,en;q=0.4')).toBe('es');
    expect(languageOf('en;q=0.2,es;q=0.9')).toBe('es');
    expect(languageOf('es;q=0,en')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('garbage;;;')).toBe('en');
  });

  it('writes module preload links', () => {
    expect(modulePreloadTags(['/assets/a.js'])).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js">');
  });
});
