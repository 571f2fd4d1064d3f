/** A text in each language of the product. */
export interface PerLanguage {
  en: string;
  es: string;
}

/** The brand of a white-label deployment (a brand file, schema schemas/brand.schema.json). */
export interface Brand {
  institutionName: string;
  address: string;
  support: { phone: string; email: string; hours: PerLanguage };
  onlineBankingUrl: string;
  disclosure: PerLanguage;
  /** Path of the logo served from public/ (e.g. `/logo.svg`). */
  logo: string;
  /** Colour ramp, shades "10" (darkest) to "160" (lightest), `#rrggbb`. */
  colors: Record<string, string>;
}
