import { randomToken, sha256 } from '../../crypto/secrets';
import type { Queryable } from '../../db/db';
import type { EmbeddedSigning, EnvelopeRef } from '../../domain/ports';
import type { DocuSignESign } from './provider';
import { docuSignStore, type DocuSignEnvelopeRow } from './store';

/** Path of the return page on the app's origin: `/esign/return/<token>?event=<DocuSign event>`. */
export const RETURN_PATH = '/esign/return';

/** The shape of a return-page token (32 random bytes, base64url). */
export const isReturnToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

const refOf = (r: DocuSignEnvelopeRow): EnvelopeRef => ({
  envelopeId: r.envelopeId, applicationId: r.applicationId, status: r.status, language: r.language, documentSha256: r.documentSha256,
});

/**
 * DocuSign's per-application side: envelopes from docusign_envelopes; the signing URL is a
 * recipient view whose return URL carries a new random token (stored hashed with the hash of
 * the session that asked for it; the earlier one stops working) that tells the return page which
 * envelope it is about; the page records an outcome only for that session. An envelope is
 * confirmed only as Connect reported it; a completed one has its signed documents stored first.
 */
export function docuSignEmbeddedSigning(db: Queryable, provider: DocuSignESign, publicBaseUrl?: string): EmbeddedSigning {
  return {
    async latestEnvelope(applicationId) {
      const row = await docuSignStore.latestOf(db, applicationId);
      return row ? refOf(row) : null;
    },
    async openSigning({ envelopeId, sessionHash, appOrigin }) {
      const row = await docuSignStore.get(db, envelopeId);
      if (!row || row.status !== 'sent') return null;
      const token = randomToken(32);
      await docuSignStore.setReturnToken(db, envelopeId, sha256(token), sessionHash);
      const view = await provider.createRecipientView({ envelopeId, returnUrl: `${publicBaseUrl ?? appOrigin}${RETURN_PATH}/${token}` });
      return view.url;
    },
    async envelopeToConfirm(applicationId) {
      const row = await docuSignStore.latestOf(db, applicationId);
      if (!row) return null;
      if (row.status === 'completed' && !row.documentsStored) await provider.storeSignedDocuments(row.envelopeId);
      return refOf(row);
    },
  };
}
