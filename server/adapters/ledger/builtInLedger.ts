import type { Db } from '../../db/db';
import { LoanRefusedError, type Clock } from '../../domain/ports';
import { toLoanBooking } from './booking';
import { withIdempotencyKey } from './idempotency';
import type { BookedLoan, DisbursedLoan, FundingLedger, VoidedLoan } from './ledger';
import { bookLoan, disburseLoan, LedgerRefusal, voidLoan } from './ledgerStore';

export { LEDGER_ACCOUNTS } from './ledgerStore';

/**
 * The built-in ledger on the database (ledgerStore.ts): each call is one transaction of its own,
 * idempotent by key (idempotency_keys, scopes `ledger.book` / `ledger.disburse`): the same key and
 * input answer the first result, another input under the key is refused
 * (IdempotencyKeyReusedError). At most one loan per application (another key for a booked
 * application answers its loan, `created: false`) and one disbursement per loan. One PAL at a
 * time: a PAL for a member with an open PAL of another application throws LoanRefusedError
 * 'PAL_LOAN_OPEN' (bookLoan, under a per-member lock). A loan booked and never disbursed can be
 * voided (scope `ledger.void`); a disbursed one answers `voided: false` with its disbursement. The
 * same semantics as a core over HTTP, so the fund job treats both alike.
 */
export function builtInLedger(db: Db, now: Clock): FundingLedger {
  return {
    async book(input, idempotencyKey): Promise<BookedLoan> {
      const booking = toLoanBooking(input);
      try {
        const { value, replayed } = await db.transaction((tx) => withIdempotencyKey(tx, 'ledger.book', idempotencyKey, booking, now(), () => bookLoan(tx, booking, now())));
        return { loanId: value.loanId, created: value.created && !replayed };
      } catch (error) {
        if (error instanceof LedgerRefusal && error.code === 'PAL_LOAN_OPEN') throw new LoanRefusedError('PAL_LOAN_OPEN');
        throw error;
      }
    },
    async disburse(input, idempotencyKey): Promise<DisbursedLoan> {
      const request = { loan_id: input.loanId, account_id: input.accountId, amount: input.amount };
      const { value, replayed } = await db.transaction((tx) => withIdempotencyKey(tx, 'ledger.disburse', idempotencyKey, request, now(), () => disburseLoan(tx, input.loanId, request, now())));
      return { disbursementId: value.disbursementId, created: value.created && !replayed };
    },
    async voidLoan(input, idempotencyKey): Promise<VoidedLoan> {
      const request = { loan_id: input.loanId, reason: input.reason };
      try {
        const { value, replayed } = await db.transaction((tx) => withIdempotencyKey(tx, 'ledger.void', idempotencyKey, request, now(), () => voidLoan(tx, input.loanId, input.reason, now())));
        return { voided: true, created: value.created && !replayed };
      } catch (error) {
        if (error instanceof LedgerRefusal && error.code === 'LOAN_DISBURSED' && error.detail) return { voided: false, disbursementId: error.detail };
        throw error;
      }
    },
  };
}
