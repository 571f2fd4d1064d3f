import { createLightTheme, type Theme } from '@fluentui/react-components';
import { BRAND } from './brand';

/** The Fluent light theme made from the brand colour ramp. */
export const brandTheme: Theme = createLightTheme(BRAND.colors);
