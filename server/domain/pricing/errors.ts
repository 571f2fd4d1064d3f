/** One problem in a product configuration or a priced offer, located by a JSON pointer. */
export interface ConfigProblem {
  /** RFC 6901 pointer into the product configuration (or the offer), e.g. '/applicationFee'. */
  pointer: string;
  message: string;
}

/** Thrown when a product configuration breaks the schema's shape or the PAL limits. */
export class ProductConfigError extends Error {
  override readonly name = 'ProductConfigError';
  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid product configuration:\n${problems.map((p) => `  ${p.pointer || '/'}: ${p.message}`).join('\n')}`);
  }
}

/** Thrown when pricing would produce a schedule over a PAL or MLA limit: it never does. */
export class PricingLimitError extends Error {
  override readonly name = 'PricingLimitError';
  constructor(readonly problems: ConfigProblem[]) {
    super(`Offer outside PAL limits: ${problems.map((p) => `${p.pointer}: ${p.message}`).join('; ')}`);
  }
}
