import type { FlowDefinition } from '../core/flow/types';

/** One problem of the flow checker (file, JSON pointer, message). */
export interface PreviewProblem {
  file: string;
  pointer: string;
  message: string;
}

/** Translation completeness of one language (GET /api/dev/flow-check). */
export interface PreviewCoverage {
  language: string;
  used: number;
  present: number;
  missing: string[];
}

/** GET /api/dev/flow-check. */
export interface FlowCheckAnswer {
  ok: boolean;
  version: number;
  checked_at: string;
  problems: PreviewProblem[];
  notes: string[];
  translations: PreviewCoverage[];
}

/** GET /api/dev/config: the configuration the server uses now. */
export interface DevConfigAnswer {
  version: number;
  flows: Record<string, FlowDefinition>;
  locales: Record<string, Record<string, Record<string, unknown>>>;
  /** Loan range of each product (its product file). */
  loans: Record<string, { minAmount: number; maxAmount: number }>;
}

/** How often the preview asks the server for changes. */
export const PREVIEW_POLL_MS = 2000;

/** A JSON GET of a local-mode route; null when the server does not have it (production). */
export async function getDevJson<T>(path: string): Promise<T | null> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The local-mode signing page of the preview (server/routes/devSigningPreviewRoutes.ts): the
 * built-in signing page with the agreement a sample borrower would sign for `product`; its Sign
 * and Decline answer that it is a preview and store nothing.
 */
export function previewSigningUrl(product: string, language: string): string {
  return `/api/dev/preview/signing/${encodeURIComponent(product)}/${encodeURIComponent(language)}`;
}

/** "52 / 52 (100%)": keys present of keys used. */
export function coverageText(c: PreviewCoverage): string {
  const percent = c.used ? Math.floor((c.present / c.used) * 100) : 100;
  return `${c.present} / ${c.used} (${percent}%)`;
}
