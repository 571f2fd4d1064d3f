import type { Db } from '../../db/db';
import type { MemberDirectory } from '../members/directory';
import { applicationsRepo } from '../../repos/applications';
import { BuiltinESignProvider } from '../esign';
import { pgEnvelopeStore } from './pgEnvelopeStore';

/** Path of the signing page of a token (same origin as the app). */
export const signingPath = (token: string) => `/esign/s/${token}`;

/**
 * The built-in signing ceremony on the database. Its identity check asks the member directory
 * (a member whose identity_verification is 'fail' cannot sign).
 */
export function builtInESign(db: Db, members: MemberDirectory, clock: () => Date): BuiltinESignProvider {
  return new BuiltinESignProvider({
    store: pgEnvelopeStore(db),
    clock,
    signingUrl: signingPath,
    async identityCheck(applicationId) {
      const app = await applicationsRepo.get(db, applicationId);
      const member = app?.member_id ? await members.getMember(app.member_id) : null;
      return member && member.identity_verification === 'pass' ? 'pass' : 'fail';
    },
  });
}
