import type { BrandVariants } from '@fluentui/react-components';
import brandJson from '../../flows/brand.json';

/** A text given in each language of the product. */
export interface PerLanguage {
  en: string;
  es: string;
}

/** Brand of the deployment (flows/brand.json, schema schemas/brand.schema.json). */
export interface Brand {
  institutionName: string;
  address: string;
  support: { phone: string; email: string; hours: PerLanguage };
  onlineBankingUrl: string;
  disclosure: PerLanguage;
  /** Logo path served from public/. */
  logo: string;
  /** Colour ramp for Fluent's createLightTheme. */
  colors: BrandVariants;
}

/** The brand bundled at build time. */
export const BRAND: Brand = {
  institutionName: brandJson.institutionName,
  address: brandJson.address,
  support: brandJson.support,
  onlineBankingUrl: brandJson.onlineBankingUrl,
  disclosure: brandJson.disclosure,
  logo: brandJson.logo,
  colors: brandJson.colors as BrandVariants,
};

/** The text of `value` in `language` (English when the language is not carried). */
export function inLanguage(value: PerLanguage, language: string): string {
  return language.startsWith('es') ? value.es : value.en;
}

/** The brand values of the deployment. */
export function useBrand(): Brand {
  return BRAND;
}
