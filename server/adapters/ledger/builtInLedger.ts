import type { Queryable } from '../../db/db';
import type { BookLoanInput, BookedLoan, FundingLedger } from './ledger';

/** Ledger account names of the built-in ledger. */
export const LEDGER_ACCOUNTS = {
  loanReceivable: (loanId: string) => `loan_receivable:${loanId}`,
  memberDeposit: (accountId: string) => `member_deposit:${accountId}`,
  feeIncome: 'fee_income',
} as const;

async function post(tx: Queryable, loanId: string, at: string, account: string, debit: number, credit: number): Promise<void> {
  await tx.query('INSERT INTO ledger_entries (loan_id, posting, account, debit, credit, at) VALUES ($1, $2, $3, $4, $5, $6)', [loanId, 'disbursement', account, debit, credit, at]);
}

/**
 * The built-in ledger: one ledger_loans row per application (UNIQUE application_id), a
 * balanced double-entry disbursement (debit the loan receivable for the principal; credit the
 * member's checking account with the amount financed and fee income with the fee), the
 * payment schedule, the autopay enrolment, and the new balance of the member's account in
 * the built-in directory.
 */
export const builtInLedger: FundingLedger = {
  async book(tx, input: BookLoanInput): Promise<BookedLoan> {
    const s = input.schedule;
    const at = input.at.toISOString();
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO ledger_loans (application_id, member_id, offer_id, deposit_account_id, principal, amount_financed, application_fee, finance_charge,
         annual_percentage_rate, note_rate, term_months, funding_date, automatic_payments, booked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (application_id) DO NOTHING RETURNING id`,
      [input.applicationId, input.memberId, s.offer_id, input.depositAccountId, s.principal, s.amount_financed, s.application_fee, s.finance_charge,
        s.annual_interest_rate, s.note_rate, s.term_months, s.funding_date, input.automaticPayments, at],
    );
    if (!inserted.rows[0]) {
      const { rows } = await tx.query<{ id: string }>('SELECT id FROM ledger_loans WHERE application_id = $1', [input.applicationId]);
      return { loanId: String(rows[0].id), created: false };
    }
    const loanId = String(inserted.rows[0].id);
    await post(tx, loanId, at, LEDGER_ACCOUNTS.loanReceivable(loanId), s.principal, 0);
    await post(tx, loanId, at, LEDGER_ACCOUNTS.memberDeposit(input.depositAccountId), 0, s.amount_financed);
    if (s.application_fee > 0) await post(tx, loanId, at, LEDGER_ACCOUNTS.feeIncome, 0, s.application_fee);
    for (const p of s.payments) {
      await tx.query('INSERT INTO ledger_schedule (loan_id, number, due_date, amount, principal, interest, balance) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [loanId, p.number, p.date, p.amount, p.principal, p.interest, p.balance]);
    }
    if (input.automaticPayments) {
      await tx.query('INSERT INTO autopay_enrolments (loan_id, account_id, enrolled_at) VALUES ($1, $2, $3)', [loanId, input.depositAccountId, at]);
    }
    await tx.query('UPDATE member_accounts SET balance = balance + $3 WHERE account_id = $1 AND member_id = $2', [input.depositAccountId, input.memberId, s.amount_financed]);
    return { loanId, created: true };
  },
};
