import type { Queryable } from '../../db/db';
import { canReceiveFunds, type AccountOwnership, type AccountStatus } from '../../domain/member';
import { PAL_PRODUCT, type CoreCodes, type LoanBooking, type LoanPayment, type PaymentFrequency } from './booking';

/** Ledger account names of the built-in ledger. */
export const LEDGER_ACCOUNTS = {
  loanReceivable: (loanId: string) => `loan_receivable:${loanId}`,
  memberDeposit: (accountId: string) => `member_deposit:${accountId}`,
  feeIncome: 'fee_income',
} as const;

/**
 * Why the built-in ledger refuses a booking or disbursement (the contract's error codes):
 * PAL_LOAN_OPEN when the member has an open PAL of another application (NCUA: one PAL at a time);
 * LOAN_VOIDED for a disbursement of a voided loan; LOAN_DISBURSED for a void of a disbursed one
 * (`detail` the disbursement id).
 */
export class LedgerRefusal extends Error {
  override readonly name = 'LedgerRefusal';
  constructor(readonly code: 'NOT_FOUND' | 'UNPROCESSABLE' | 'PAL_LOAN_OPEN' | 'LOAN_VOIDED' | 'LOAN_DISBURSED', message: string, readonly detail: string | null = null) {
    super(message);
  }
}

/** A booked loan as the contract answers it (Loan). */
export interface LedgerLoan extends LoanBooking {
  loan_id: string;
  status: 'booked' | 'disbursed' | 'voided';
  booked_at: string;
  /** When it was voided (status voided). */
  voided_at?: string;
}

/** A disbursement as the contract answers it (Disbursement). */
export interface LedgerDisbursement {
  disbursement_id: string;
  loan_id: string;
  account_id: string;
  amount: number;
  status: 'posted';
  posted_at: string;
}

const isoInstant = (d: Date | string): string => new Date(d).toISOString();
const isLoanId = (id: string): boolean => /^[1-9][0-9]{0,17}$/.test(id);

/** Refuses (UNPROCESSABLE) an account that is not an open checking account the member owns (domain/member.ts canReceiveFunds). */
async function assertCheckingAccount(q: Queryable, memberId: string, accountId: string): Promise<void> {
  const { rows } = await q.query<{ type: string; status: AccountStatus; ownership: AccountOwnership }>(
    'SELECT type, status, ownership FROM member_accounts WHERE member_id = $1 AND account_id = $2', [memberId, accountId]);
  if (!rows[0] || !canReceiveFunds(rows[0])) throw new LedgerRefusal('UNPROCESSABLE', 'The account is not an open checking account the member owns');
}

/** Advisory lock class of bookings per member (the second key is the member id's hash). */
const MEMBER_BOOKING_LOCK = 7321003;

/**
 * True when the member has an open PAL other than `applicationId`'s: a ledger loan of another
 * application (the built-in ledger records no repayment, so its loans stay open) or an open PAL
 * of their history (member_loans, closed_on null).
 */
async function hasOtherOpenPal(tx: Queryable, memberId: string, applicationId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM ledger_loans WHERE member_id = $1 AND product = $2 AND application_id <> $3 AND voided_at IS NULL
     UNION ALL SELECT 1 FROM member_loans WHERE member_id = $1 AND product = $2 AND closed_on IS NULL LIMIT 1`,
    [memberId, PAL_PRODUCT, applicationId],
  );
  return rows.length > 0;
}

/**
 * Books `b` in the caller's transaction: one ledger_loans row per application (UNIQUE
 * application_id), its payment schedule and the autopay enrolment. The member must exist and
 * the deposit account be one of their checking accounts. Answers the loan id and whether this
 * call created it (false: the application's loan was booked before). No money moves here.
 * One PAL at a time: under a per-member advisory lock held to the end of the transaction (so
 * bookings of one member, in any process, run one after the other), a PAL for a member with an
 * open PAL of another application is refused (LedgerRefusal PAL_LOAN_OPEN) and nothing is written.
 */
export async function bookLoan(tx: Queryable, b: LoanBooking, at: Date): Promise<{ loanId: string; created: boolean }> {
  const member = await tx.query('SELECT 1 FROM members WHERE member_id = $1', [b.member_id]);
  if (!member.rows[0]) throw new LedgerRefusal('NOT_FOUND', 'No such member');
  await assertCheckingAccount(tx, b.member_id, b.deposit_account_id);
  if (b.maturity_date !== b.schedule[b.schedule.length - 1]?.due_date) throw new LedgerRefusal('UNPROCESSABLE', 'The maturity date is not the last payment\'s due date');
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MEMBER_BOOKING_LOCK, b.member_id]);
  const booked = await tx.query<{ id: string }>('SELECT id FROM ledger_loans WHERE application_id = $1', [b.application_id]);
  if (booked.rows[0]) return { loanId: String(booked.rows[0].id), created: false };
  if (b.product === PAL_PRODUCT && await hasOtherOpenPal(tx, b.member_id, b.application_id)) {
    throw new LedgerRefusal('PAL_LOAN_OPEN', 'The member has an open payday alternative loan');
  }
  const t = b.terms;
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO ledger_loans (application_id, member_id, offer_id, deposit_account_id, principal, amount_financed, application_fee, finance_charge,
       annual_percentage_rate, note_rate, term_months, funding_date, automatic_payments, booked_at, product, total_of_payments, core_codes, payment_frequency, maturity_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19) ON CONFLICT (application_id) DO NOTHING RETURNING id`,
    [b.application_id, b.member_id, t.offer_id, b.deposit_account_id, t.principal, t.amount_financed, t.application_fee, t.finance_charge,
      t.annual_percentage_rate, t.note_rate, t.term_months, t.funding_date, b.automatic_payments, at.toISOString(), b.product, t.total_of_payments,
      JSON.stringify(b.core_codes), b.payment_frequency, b.maturity_date],
  );
  if (!inserted.rows[0]) {
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM ledger_loans WHERE application_id = $1', [b.application_id]);
    return { loanId: String(rows[0].id), created: false };
  }
  const loanId = String(inserted.rows[0].id);
  for (const p of b.schedule) {
    await tx.query('INSERT INTO ledger_schedule (loan_id, number, due_date, amount, principal, interest, balance) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [loanId, p.number, p.due_date, p.amount, p.principal, p.interest, p.balance]);
  }
  if (b.automatic_payments) {
    await tx.query('INSERT INTO autopay_enrolments (loan_id, account_id, enrolled_at) VALUES ($1, $2, $3)', [loanId, b.deposit_account_id, at.toISOString()]);
  }
  return { loanId, created: true };
}

async function post(tx: Queryable, loanId: string, at: string, account: string, debit: number, credit: number): Promise<void> {
  await tx.query('INSERT INTO ledger_entries (loan_id, posting, account, debit, credit, at) VALUES ($1, $2, $3, $4, $5, $6)', [loanId, 'disbursement', account, debit, credit, at]);
}

interface LoanRow {
  id: string; application_id: string; member_id: string; offer_id: string; deposit_account_id: string; principal: string; amount_financed: string;
  application_fee: string; finance_charge: string; annual_percentage_rate: string; note_rate: string; term_months: number; funding_date: string;
  automatic_payments: boolean; booked_at: Date | string; product: string; total_of_payments: string | null; disbursed: boolean;
  core_codes: CoreCodes | string | null; payment_frequency: PaymentFrequency | null; maturity_date: string | null; voided_at: Date | string | null;
}

/**
 * Pays a booked loan out, once: a balanced double entry (debit the loan receivable for the
 * principal; credit the member's checking account with the amount financed and fee income with
 * the fee) and the new balance of that account. `amount` must be the amount financed and the
 * account one of the member's checking accounts. Answers the disbursement id and whether this
 * call made it (false: the loan was disbursed before).
 */
export async function disburseLoan(tx: Queryable, loanId: string, req: { account_id: string; amount: number }, at: Date): Promise<{ disbursementId: string; created: boolean }> {
  if (!isLoanId(loanId)) throw new LedgerRefusal('NOT_FOUND', 'No such loan');
  const { rows } = await tx.query<LoanRow>('SELECT * FROM ledger_loans WHERE id = $1 FOR UPDATE', [loanId]);
  const loan = rows[0];
  if (!loan) throw new LedgerRefusal('NOT_FOUND', 'No such loan');
  if (loan.voided_at) throw new LedgerRefusal('LOAN_VOIDED', 'The loan was voided');
  const principal = Number(loan.principal);
  const financed = Number(loan.amount_financed);
  const fee = Number(loan.application_fee);
  if (Math.round(req.amount * 100) !== Math.round(financed * 100)) throw new LedgerRefusal('UNPROCESSABLE', 'The amount is not the loan\'s amount financed');
  await assertCheckingAccount(tx, loan.member_id, req.account_id);
  const iso = at.toISOString();
  const inserted = await tx.query<{ id: string }>('INSERT INTO ledger_disbursements (loan_id, account_id, amount, posted_at) VALUES ($1, $2, $3, $4) ON CONFLICT (loan_id) DO NOTHING RETURNING id',
    [loanId, req.account_id, financed, iso]);
  if (!inserted.rows[0]) {
    const existing = await tx.query<{ id: string }>('SELECT id FROM ledger_disbursements WHERE loan_id = $1', [loanId]);
    return { disbursementId: String(existing.rows[0].id), created: false };
  }
  await post(tx, loanId, iso, LEDGER_ACCOUNTS.loanReceivable(loanId), principal, 0);
  await post(tx, loanId, iso, LEDGER_ACCOUNTS.memberDeposit(req.account_id), 0, financed);
  if (fee > 0) await post(tx, loanId, iso, LEDGER_ACCOUNTS.feeIncome, 0, fee);
  await tx.query('UPDATE member_accounts SET balance = balance + $3 WHERE account_id = $1 AND member_id = $2', [req.account_id, loan.member_id, financed]);
  return { disbursementId: String(inserted.rows[0].id), created: true };
}

/**
 * Voids a booked loan that was never disbursed, once: it leaves the member's loans (and the one
 * open PAL rule) and can no longer be disbursed. Answers whether this call voided it (false: it
 * was voided before). A disbursed loan is refused (LOAN_DISBURSED, naming its disbursement).
 */
export async function voidLoan(tx: Queryable, loanId: string, reason: string, at: Date): Promise<{ created: boolean }> {
  if (!isLoanId(loanId)) throw new LedgerRefusal('NOT_FOUND', 'No such loan');
  const { rows } = await tx.query<{ voided_at: Date | string | null }>('SELECT voided_at FROM ledger_loans WHERE id = $1 FOR UPDATE', [loanId]);
  if (!rows[0]) throw new LedgerRefusal('NOT_FOUND', 'No such loan');
  const paid = await tx.query<{ id: string }>('SELECT id FROM ledger_disbursements WHERE loan_id = $1', [loanId]);
  if (paid.rows[0]) throw new LedgerRefusal('LOAN_DISBURSED', 'The loan was disbursed', String(paid.rows[0].id));
  if (rows[0].voided_at) return { created: false };
  await tx.query('UPDATE ledger_loans SET voided_at = $2, void_reason = $3 WHERE id = $1', [loanId, at.toISOString(), reason]);
  await tx.query('DELETE FROM autopay_enrolments WHERE loan_id = $1', [loanId]);
  return { created: true };
}

/** A booked loan with its schedule and status, or null. */
export async function readLoan(q: Queryable, loanId: string): Promise<LedgerLoan | null> {
  if (!isLoanId(loanId)) return null;
  const { rows } = await q.query<LoanRow>('SELECT l.*, l.funding_date::text AS funding_date, l.maturity_date::text AS maturity_date, EXISTS (SELECT 1 FROM ledger_disbursements d WHERE d.loan_id = l.id) AS disbursed FROM ledger_loans l WHERE l.id = $1', [loanId]);
  const l = rows[0];
  if (!l) return null;
  const schedule = await q.query<{ number: number; due_date: string; amount: string; principal: string; interest: string; balance: string }>(
    'SELECT number, due_date::text AS due_date, amount, principal, interest, balance FROM ledger_schedule WHERE loan_id = $1 ORDER BY number', [loanId]);
  const payments: LoanPayment[] = schedule.rows.map((p) => ({ number: p.number, due_date: p.due_date, amount: Number(p.amount), principal: Number(p.principal), interest: Number(p.interest), balance: Number(p.balance) }));
  const codes = typeof l.core_codes === 'string' ? (JSON.parse(l.core_codes) as CoreCodes) : l.core_codes;
  return {
    loan_id: String(l.id), application_id: l.application_id, member_id: l.member_id, product: l.product,
    // Loans booked before the codes were recorded: the product stands for the loan type.
    core_codes: codes ?? { loan_type: l.product, purpose: 'UNKNOWN', branch: 'UNKNOWN', officer: 'UNKNOWN' },
    deposit_account_id: l.deposit_account_id, automatic_payments: l.automatic_payments,
    payment_frequency: l.payment_frequency ?? 'monthly', maturity_date: l.maturity_date ?? payments[payments.length - 1]?.due_date ?? l.funding_date,
    terms: {
      offer_id: l.offer_id, principal: Number(l.principal), amount_financed: Number(l.amount_financed), application_fee: Number(l.application_fee),
      finance_charge: Number(l.finance_charge), total_of_payments: Number(l.total_of_payments ?? payments.reduce((n, p) => n + p.amount, 0).toFixed(2)),
      annual_percentage_rate: Number(l.annual_percentage_rate), note_rate: Number(l.note_rate), term_months: l.term_months, funding_date: l.funding_date,
    },
    schedule: payments, status: l.voided_at ? 'voided' : l.disbursed ? 'disbursed' : 'booked', booked_at: isoInstant(l.booked_at),
    ...(l.voided_at ? { voided_at: isoInstant(l.voided_at) } : {}),
  };
}

/** A loan's disbursement, or null. */
export async function readDisbursement(q: Queryable, disbursementId: string): Promise<LedgerDisbursement | null> {
  if (!isLoanId(disbursementId)) return null;
  const { rows } = await q.query<{ id: string; loan_id: string; account_id: string; amount: string; posted_at: Date | string }>('SELECT * FROM ledger_disbursements WHERE id = $1', [disbursementId]);
  const d = rows[0];
  return d ? { disbursement_id: String(d.id), loan_id: String(d.loan_id), account_id: d.account_id, amount: Number(d.amount), status: 'posted', posted_at: isoInstant(d.posted_at) } : null;
}
