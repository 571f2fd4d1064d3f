import type { Db } from '../../db/db';
import type { EmbeddedSigning, EnvelopeRef } from '../../domain/ports';
import type { BuiltinESignProvider, EnvelopeRecord } from '../esign';
import { hashSigningToken } from '../esign/signingToken';
import { latestEnvelopeOf } from './pgEnvelopeStore';
import { signingLinkBinding } from './signingLinkBinding';

const refOf = (e: EnvelopeRecord): EnvelopeRef => ({
  envelopeId: e.envelopeId, applicationId: e.applicationId, status: e.status, language: e.agreement.language, documentSha256: e.documentSha256,
});

/**
 * The built-in ceremony's per-application side: envelopes from `esign_envelopes`; the signing
 * URL is a new single-use link `/esign/s/<token>` bound to the session that asked for it.
 */
export function builtInEmbeddedSigning(db: Db, ceremony: Pick<BuiltinESignProvider, 'createSigningSession'>): EmbeddedSigning {
  return {
    async latestEnvelope(applicationId) {
      const e = await latestEnvelopeOf(db, applicationId);
      return e ? refOf(e) : null;
    },
    async openSigning({ envelopeId, sessionHash }) {
      const link = await ceremony.createSigningSession(envelopeId);
      if (!link.ok) return null;
      await signingLinkBinding.bind(db, hashSigningToken(link.token), sessionHash);
      return link.url;
    },
    async envelopeToConfirm(applicationId) {
      const e = await latestEnvelopeOf(db, applicationId);
      return e ? refOf(e) : null;
    },
  };
}
