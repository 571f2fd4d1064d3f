import { verify, type KeyObject } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractPdfText } from '../unit/esign/pdfText';

/** What DocuSign's OAuth service checks of a JWT grant's assertion; answers the problem, or null. */
export function jwtProblem(assertion: string, expect: { publicKey: KeyObject; iss: string; sub: string; aud: string; now: Date }): string | null {
  const parts = assertion.split('.');
  if (parts.length !== 3) return 'not a JWT';
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as Record<string, unknown>;
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return 'unreadable header or claims';
  }
  if (header.alg !== 'RS256') return `alg ${String(header.alg)}`;
  if (!verify('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), expect.publicKey, Buffer.from(parts[2], 'base64url'))) return 'bad signature';
  if (claims.iss !== expect.iss) return 'iss is not the integration key';
  if (claims.sub !== expect.sub) return 'sub is not the user id';
  if (claims.aud !== expect.aud) return `aud ${String(claims.aud)} is not ${expect.aud}`;
  const scopes = String(claims.scope ?? '').split(' ');
  if (!scopes.includes('signature') || !scopes.includes('impersonation')) return 'scope lacks signature impersonation';
  const now = Math.floor(expect.now.getTime() / 1000);
  if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return 'iat/exp missing';
  if (claims.iat > now + 60) return 'iat in the future';
  if (claims.exp <= now) return 'expired assertion';
  if (claims.exp - claims.iat > 3600) return 'assertion lives longer than an hour';
  return null;
}

/** Every text drawn in a pdf-lib PDF, joined (DocuSign searches anchor strings in it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await extractPdfText(bytes)).join('\n');
}

/** The combined (signed) PDF the stand-in answers: the document's pages and a signature page. */
export async function combinedPdf(original: Uint8Array, signer: string, envelopeId: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const source = await PDFDocument.load(original);
  for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(`Signed by ${signer} - envelope ${envelopeId} - DocuSign test stand-in`, { x: 50, y: 700, size: 10, font });
  return doc.save({ useObjectStreams: false });
}

/** The certificate of completion the stand-in answers. */
export async function certificatePdf(envelopeId: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(`Certificate of Completion - envelope ${envelopeId}`, { x: 50, y: 700, size: 12, font });
  return doc.save({ useObjectStreams: false });
}
