import { createContext, useContext } from 'react';
import type { BrandVariants } from '@fluentui/react-components';
import brandJson from '../../flows/brand.json';

import type { Brand as BrandFile, PerLanguage } from '../core/brand';
export type { PerLanguage } from '../core/brand';

/** Brand of the deployment (core Brand), its colour ramp typed for Fluent's createLightTheme. */
export interface Brand extends Omit<BrandFile, 'colors'> {
  colors: BrandVariants;
}

/** The brand bundled at build time (flows/brand.json): the default when the page carries none. */
export const BUNDLED_BRAND: Brand = {
  institutionName: brandJson.institutionName,
  address: brandJson.address,
  support: brandJson.support,
  onlineBankingUrl: brandJson.onlineBankingUrl,
  disclosure: brandJson.disclosure,
  logo: brandJson.logo,
  colors: brandJson.colors as BrandVariants,
};

/** Id of the JSON data block the server embeds in index.html (server/http/routes/brandedIndex.ts). */
export const BRAND_ELEMENT_ID = 'brand-config';

/**
 * Id of the `<style>` the server writes with the brand's Fluent theme as CSS variables on `:root`
 * (server/http/ssr/appPage.ts); a page without it (the dev server) builds the theme itself.
 */
export const THEME_ELEMENT_ID = 'brand-theme';

/**
 * The brand the server embedded in the page (its BRAND_FILE), when present and well formed;
 * otherwise undefined. The server has validated it against schemas/brand.schema.json.
 */
export function embeddedBrand(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Brand | undefined {
  const text = doc?.getElementById(BRAND_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Brand>;
    const complete = typeof value.institutionName === 'string' && typeof value.logo === 'string' && !!value.colors && !!value.support && !!value.disclosure;
    return complete ? (value as Brand) : undefined;
  } catch {
    return undefined;
  }
}

/** The brand of this page: the one the server embedded at run time, else the bundled one. */
export const BRAND: Brand = embeddedBrand() ?? BUNDLED_BRAND;

/** The text of `value` in `language` (English when the language is not carried). */
export function inLanguage(value: PerLanguage, language: string): string {
  return language.startsWith('es') ? value.es : value.en;
}

const BrandContext = createContext<Brand>(BRAND);

/** Provides a brand (the server's rendering of a page, tests); without it the page's {@link BRAND}. */
export const BrandProvider = BrandContext.Provider;

/** The brand values of the deployment. */
export function useBrand(): Brand {
  return useContext(BrandContext);
}
