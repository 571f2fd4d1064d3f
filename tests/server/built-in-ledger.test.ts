import { randomBytes, randomUUID } from 'node:crypto';
import productJson from '../../flows/microloan.product.json';
import { builtInLedger } from '../../server/adapters/ledger/builtInLedger';
import { IdempotencyKeyReusedError } from '../../server/adapters/ledger/idempotency';
import { LedgerRefusal } from '../../server/adapters/ledger/ledgerStore';
import { demoMembers } from '../../server/adapters/members/demoMembers';
import { upsertMember } from '../../server/adapters/members/memberStore';
import { createSecrets } from '../../server/crypto/secrets';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { LoanRefusedError, type BookLoanInput, type FundingLedger } from '../../server/domain/ports';
import { priceOffers } from '../../server/domain/pricing/priceOffers';
import type { ProductConfig } from '../../server/domain/pricing/productConfig';
import { dbTargets } from '../helpers/dbTargets';
import { clearLedger, count } from '../helpers/loanFlow';

const config = productJson as ProductConfig;

function booking(applicationId = randomUUID(), depositAccountId = 'CHK-1006-01', memberId = 'M-1006'): BookLoanInput {
  const [schedule] = priceOffers({ config, amount: 500, requestedAmount: 500, fundingDate: new Date().toISOString().slice(0, 10), automaticPayments: false, militaryCovered: false, offerIdPrefix: 'offer' });
  return { applicationId, memberId, schedule, depositAccountId, automaticPayments: false, coreCodes: config.core };
}

describe.each(dbTargets())('the built-in ledger on $name: idempotent by key, one loan per application, one disbursement per loan', (target) => {
  let db: Db;
  let ledger: FundingLedger;
  const balance = async () => Number((await db.query<{ balance: string }>("SELECT balance FROM member_accounts WHERE account_id = 'CHK-1006-01'")).rows[0].balance);

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const secrets = createSecrets(randomBytes(32));
    for (const member of demoMembers(new Date())) await upsertMember(db, secrets, member);
    ledger = builtInLedger(db, () => new Date());
  }, 120_000);
  afterAll(async () => { await db?.close(); });
  // Each test books Carlos a PAL of its own: one PAL at a time.
  beforeEach(async () => { await clearLedger(db); });

  it('the same key and input answer the same loan; another input under the key is refused; another key answers the application\'s loan', async () => {
    const input = booking();
    const first = await ledger.book(input, `${input.applicationId}.book`);
    expect(first.created).toBe(true);
    expect(await ledger.book(input, `${input.applicationId}.book`)).toEqual({ loanId: first.loanId, created: false });
    await expect(ledger.book({ ...input, automaticPayments: true }, `${input.applicationId}.book`)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await ledger.book(input, 'another-key-0001')).toEqual({ loanId: first.loanId, created: false });
    expect(await count(db, 'SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [input.applicationId])).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM ledger_entries WHERE loan_id = $1', [first.loanId])).toBe(0);
  });

  it('disburses once: a balanced double entry and the balance credited once, whatever the key; the wrong amount or a savings account is refused', async () => {
    const input = booking();
    const { loanId } = await ledger.book(input, `${input.applicationId}.book`);
    const amount = input.schedule.amount_financed;
    await expect(ledger.disburse({ loanId, accountId: 'CHK-1006-01', amount: amount + 1 }, 'wrong-amount-1')).rejects.toBeInstanceOf(LedgerRefusal);
    await expect(ledger.disburse({ loanId, accountId: 'SAV-1001-01', amount }, 'wrong-account-1')).rejects.toBeInstanceOf(LedgerRefusal);
    const before = await balance();
    const paid = await ledger.disburse({ loanId, accountId: 'CHK-1006-01', amount }, `${input.applicationId}.disburse`);
    expect(paid.created).toBe(true);
    expect(await ledger.disburse({ loanId, accountId: 'CHK-1006-01', amount }, `${input.applicationId}.disburse`)).toEqual({ disbursementId: paid.disbursementId, created: false });
    expect(await ledger.disburse({ loanId, accountId: 'CHK-1006-01', amount }, 'another-key-0002')).toEqual({ disbursementId: paid.disbursementId, created: false });
    expect(await balance()).toBeCloseTo(before + amount, 2);
    const { rows: [sums] } = await db.query<{ d: string; c: string }>('SELECT sum(debit) AS d, sum(credit) AS c FROM ledger_entries WHERE loan_id = $1', [loanId]);
    expect(Number(sums.d)).toBeCloseTo(Number(sums.c), 2);
    expect(Number(sums.d)).toBeCloseTo(input.schedule.principal, 2);
  });

  it('a parallel burst of bookings and disbursements, under one key and under several, books and pays one loan', async () => {
    const input = booking();
    const before = await balance();
    const keys = ['k-one-0001', 'k-one-0001', 'k-one-0001', 'k-two-0002', 'k-two-0002', 'k-three-003'];
    const booked = await Promise.all(keys.map((key) => ledger.book(input, key)));
    expect(new Set(booked.map((b) => b.loanId)).size).toBe(1);
    expect(booked.filter((b) => b.created)).toHaveLength(1);
    const paid = await Promise.all(keys.map((key) => ledger.disburse({ loanId: booked[0].loanId, accountId: 'CHK-1006-01', amount: input.schedule.amount_financed }, `${key}.d`)));
    expect(new Set(paid.map((p) => p.disbursementId)).size).toBe(1);
    expect(paid.filter((p) => p.created)).toHaveLength(1);
    expect(await count(db, 'SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [input.applicationId])).toBe(1);
    expect(await balance()).toBeCloseTo(before + input.schedule.amount_financed, 2);
  });

  it('one PAL at a time: another application\'s PAL for a member with an open one is refused (PAL_LOAN_OPEN), nothing written; the first keeps answering its loan', async () => {
    const first = booking();
    const { loanId } = await ledger.book(first, `${first.applicationId}.book`);
    const second = booking();
    await expect(ledger.book(second, `${second.applicationId}.book`)).rejects.toEqual(new LoanRefusedError('PAL_LOAN_OPEN'));
    expect(await count(db, 'SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [second.applicationId])).toBe(0);
    expect(await count(db, "SELECT count(*) AS n FROM idempotency_keys WHERE key = $1", [`${second.applicationId}.book`])).toBe(0);
    expect(await ledger.book(first, `${first.applicationId}.book`)).toEqual({ loanId, created: false });
    expect(await ledger.book(first, 'another-key-0003')).toEqual({ loanId, created: false });
    // Another member is not concerned.
    expect((await ledger.book(booking(randomUUID(), 'CHK-1001-01', 'M-1001'), 'maria-key-0001')).created).toBe(true);
  });

  it('a member with an open PAL in their history (member_loans) is refused a booked PAL too', async () => {
    await db.query("INSERT INTO member_loans (member_id, product, opened_on, closed_on, amount, days_past_due) VALUES ('M-1007', 'PAL', '2026-01-05', NULL, 400, 0)");
    try {
      const input = booking(randomUUID(), 'CHK-1007-01', 'M-1007');
      await expect(ledger.book(input, `${input.applicationId}.book`)).rejects.toEqual(new LoanRefusedError('PAL_LOAN_OPEN'));
    } finally {
      await db.query("DELETE FROM member_loans WHERE member_id = 'M-1007'");
    }
  });

  it('a parallel burst of bookings of six applications of one member books one PAL; the others are refused PAL_LOAN_OPEN', async () => {
    const inputs = Array.from({ length: 6 }, () => booking());
    const runs = await Promise.allSettled(inputs.map((input) => ledger.book(input, `${input.applicationId}.book`)));
    const booked = runs.filter((r) => r.status === 'fulfilled');
    expect(booked).toHaveLength(1);
    for (const r of runs.filter((x) => x.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toEqual(new LoanRefusedError('PAL_LOAN_OPEN'));
    expect(await count(db, "SELECT count(*) AS n FROM ledger_loans WHERE member_id = 'M-1006'")).toBe(1);
  });
});
