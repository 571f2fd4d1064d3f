import type { Db } from '../../db/db';
import type { ESignProvider, MemberDirectory } from '../../domain/ports';
import { applicationsRepo } from '../../repos/applications';
import { BuiltinESignProvider, type SigningCeremony } from '../esign';
import { hashSigningToken } from '../esign/signingToken';
import { pgEnvelopeStore } from './pgEnvelopeStore';
import { signingLinkBinding } from './signingLinkBinding';

/** Path of the signing page of a token (same origin as the app). */
export const signingPath = (token: string) => `/esign/s/${token}`;

/**
 * The built-in e-signature on the database: `provider` is the port the services use; `ceremony`
 * the calls of its own signing pages (server/http/routes/builtInSigningRoutes.ts), which only
 * the composition hands to those pages.
 */
export interface BuiltInESign {
  provider: ESignProvider;
  ceremony: SigningCeremony;
}

/**
 * The built-in signing ceremony on the database. Its identity check asks the member directory
 * (a member whose identity_verification is 'fail' cannot sign). A recipient view is a new
 * single-use link bound to the asking session (`signerSession`).
 */
export function builtInESign(db: Db, members: MemberDirectory, clock: () => Date): BuiltInESign {
  const ceremony = new BuiltinESignProvider({
    store: pgEnvelopeStore(db),
    clock,
    signingUrl: signingPath,
    async identityCheck(applicationId) {
      const app = await applicationsRepo.get(db, applicationId);
      const member = app?.member_id ? await members.getMember(app.member_id) : null;
      return member && member.identity_verification === 'pass' ? 'pass' : 'fail';
    },
  });
  const provider: ESignProvider = {
    createEnvelope: (input) => ceremony.createEnvelope(input),
    async createRecipientView({ envelopeId, signerSession }) {
      const link = await ceremony.createSigningSession(envelopeId);
      if (!link.ok) throw new Error(`Cannot create a signing link: ${link.error_code}`);
      if (signerSession) await signingLinkBinding.bind(db, hashSigningToken(link.token), signerSession);
      return { url: link.url, expiresAt: link.expiresAt };
    },
    getEnvelope: (envelopeId) => ceremony.getEnvelope(envelopeId),
    getSignedDocument: (envelopeId) => ceremony.getSignedDocument(envelopeId),
    voidEnvelope: (envelopeId, reason) => ceremony.voidEnvelope(envelopeId, reason),
    signsByClick: true,
  };
  return { provider, ceremony };
}
