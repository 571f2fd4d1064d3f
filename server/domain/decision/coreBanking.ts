import type { MemberRecord } from '../member';

/**
 * Core banking could not answer for this member (a locked or migrating record, an outage).
 * The decision job catches it and ends the application in a processing error.
 */
export class CoreBankingError extends Error {
  override readonly name = 'CoreBankingError';
  constructor(readonly memberId: string, message = 'Core banking is unavailable for this member') {
    super(message);
  }
}

/** Throws CoreBankingError when the member's core_banking_status is 'unavailable'. */
export function assertCoreBankingAvailable(member: MemberRecord): void {
  if (member.core_banking_status === 'unavailable') throw new CoreBankingError(member.member_id);
}
