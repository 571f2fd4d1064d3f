/** Default product of the application (flows/microloan.flow.json). */
export const DEFAULT_PRODUCT = 'microloan';

/**
 * The active product: `?product=` of the first page load (kept for the session in
 * sessionStorage), otherwise `microloan`. One product is active per browser tab.
 */
export function activeProduct(): string {
  if (typeof window === 'undefined') return DEFAULT_PRODUCT;
  const fromUrl = new URLSearchParams(window.location.search).get('product');
  if (fromUrl && /^[a-z0-9-]+$/.test(fromUrl)) {
    try {
      window.sessionStorage.setItem('product', fromUrl);
    } catch {
      /* storage unavailable: the URL still decides */
    }
    return fromUrl;
  }
  try {
    return window.sessionStorage.getItem('product') ?? DEFAULT_PRODUCT;
  } catch {
    return DEFAULT_PRODUCT;
  }
}
