/**
 * A DocuSign call that failed: the HTTP status and DocuSign's `errorCode` (or OAuth `error`),
 * never a request or answer body (they hold names and e-mail addresses).
 */
export class DocuSignError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly docusignCode?: string,
  ) {
    super(`${message} (HTTP ${status}${docusignCode ? ` ${docusignCode}` : ''})`);
    this.name = 'DocuSignError';
  }
}

/** The JSON object of an answer, or {} when it has none. */
export async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
