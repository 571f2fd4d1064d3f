import { randomUUID } from 'node:crypto';
import productJson from '../../flows/microloan.product.json';
import { CoreBankingCallError, httpCoreBanking } from '../../server/adapters/core-banking';
import { builtInLedger } from '../../server/adapters/ledger/builtInLedger';
import { LedgerRefusal } from '../../server/adapters/ledger/ledgerStore';
import { checkEligibility } from '../../server/domain/decision/eligibilityChecks';
import { canReceiveFunds, type MemberRecord } from '../../server/domain/member';
import { LoanRefusedError, type BookLoanInput, type FundingLedger } from '../../server/domain/ports';
import { priceOffers } from '../../server/domain/pricing/priceOffers';
import type { ProductConfig } from '../../server/domain/pricing/productConfig';
import { dbTargets } from '../helpers/dbTargets';
import { SETUP_TIMEOUT_MS } from '../helpers/httpCoreApp';
import { clearLedger } from '../helpers/loanFlow';
import { startTestCore, type TestCore } from '../helpers/referenceCore';

const config = productJson as ProductConfig;

/** Carlos's extra checking accounts: only an open one he owns (alone or jointly) may receive a loan. */
const EXTRA = [
  { id: 'CHK-1006-CL', status: 'closed', ownership: 'individual', ok: false },
  { id: 'CHK-1006-FR', status: 'frozen', ownership: 'individual', ok: false },
  { id: 'CHK-1006-SG', status: 'open', ownership: 'signer', ok: false },
  { id: 'CHK-1006-JT', status: 'open', ownership: 'joint', ok: true },
] as const;

function booking(depositAccountId = 'CHK-1006-01', applicationId = randomUUID()): BookLoanInput {
  const [schedule] = priceOffers({ config, amount: 400, requestedAmount: 400, fundingDate: new Date().toISOString().slice(0, 10), automaticPayments: false, militaryCovered: true, offerIdPrefix: 'offer' });
  return { applicationId, memberId: 'M-1006', schedule, depositAccountId, automaticPayments: false, coreCodes: config.core };
}

/** The code a ledger's refusal carries, whichever ledger it is (built-in: LedgerRefusal; over HTTP: CoreBankingCallError). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LedgerRefusal) return error.code;
    if (error instanceof CoreBankingCallError) return `${error.status} ${error.errorCode}`;
    if (error instanceof LoanRefusedError) return error.reason;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('accounts a loan may be paid into (domain)', () => {
  it('only an open checking account the member owns, alone or jointly; the decision\'s checking-account rule reads the same', () => {
    expect(canReceiveFunds({ type: 'checking' })).toBe(true);
    for (const e of EXTRA) expect(canReceiveFunds({ type: 'checking', status: e.status, ownership: e.ownership })).toBe(e.ok);
    expect(canReceiveFunds({ type: 'savings', status: 'open', ownership: 'individual' })).toBe(false);
    const member = { accounts: EXTRA.filter((e) => !e.ok).map((e) => ({ account_id: e.id, type: 'checking', description: '', last_four: '0000', balance: 0, status: e.status, ownership: e.ownership })) } as unknown as MemberRecord;
    const rule = { rule: 'checkingAccount' as const, accountTypes: ['checking'], reasonCode: 'NO_CHECKING_ACCOUNT' };
    expect(checkEligibility(rule, { member, applicantAge: 30, today: '2030-01-01' })).toEqual({ verdict: 'deny', reason: 'NO_CHECKING_ACCOUNT' });
  });
});

describe.each(dbTargets())('account status, core codes and voids: the built-in ledger and the reference core over HTTP agree on $name', (target) => {
  let core: TestCore;
  const ledgers: Array<[string, () => FundingLedger]> = [
    ['built-in', () => builtInLedger(core.db, () => new Date())],
    ['http', () => httpCoreBanking({ baseUrl: core.url, token: core.token, timeoutMs: 5000 }).ledger],
  ];

  beforeAll(async () => {
    core = await startTestCore(target);
    for (const e of EXTRA) {
      await core.db.query("INSERT INTO member_accounts (account_id, member_id, type, description, last_four, balance, status, ownership) VALUES ($1, 'M-1006', 'checking', 'Extra', '1111', 10, $2, $3)", [e.id, e.status, e.ownership]);
    }
  }, SETUP_TIMEOUT_MS);
  beforeEach(async () => { if (core) await clearLedger(core.db); });
  afterAll(async () => { await core?.close(); }, SETUP_TIMEOUT_MS);

  it('the accounts list carries status and ownership over HTTP', async () => {
    const carlos = await httpCoreBanking({ baseUrl: core.url, token: core.token, timeoutMs: 5000 }).members.getMember('M-1006');
    expect(carlos?.accounts.map((a) => [a.account_id, a.status, a.ownership])).toEqual([
      ['CHK-1006-01', 'open', 'individual'], ...EXTRA.map((e) => [e.id, e.status, e.ownership]),
    ].sort((a, b) => a[0].localeCompare(b[0])));
  });

  it.each(ledgers)('%s: a closed, frozen or signer-only checking account is refused at booking; a joint one books', async (name, ledger) => {
    const unprocessable = name === 'http' ? '422 UNPROCESSABLE' : 'UNPROCESSABLE';
    for (const e of EXTRA.filter((x) => !x.ok)) expect(await refusal(ledger().book(booking(e.id), `${randomUUID()}.book`))).toBe(unprocessable);
    const joint = await ledger().book(booking('CHK-1006-JT'), `${randomUUID()}.book`);
    expect(joint.created).toBe(true);
  });

  it.each(ledgers)('%s: the booking carries the product\'s core codes, the payment frequency and the maturity date', async (_name, ledger) => {
    const input = booking();
    const { loanId } = await ledger().book(input, `${input.applicationId}.book`);
    const { rows: [loan] } = await core.db.query<{ core_codes: unknown; payment_frequency: string; maturity_date: string }>('SELECT core_codes, payment_frequency, maturity_date::text AS maturity_date FROM ledger_loans WHERE id = $1', [loanId]);
    const codes = typeof loan.core_codes === 'string' ? JSON.parse(loan.core_codes) as unknown : loan.core_codes;
    expect(codes).toEqual({ loan_type: 'PAL1', purpose: 'CONSUMER', branch: 'BR01', officer: 'WEB' });
    expect(loan.payment_frequency).toBe('monthly');
    expect(loan.maturity_date).toBe(input.schedule.payments[input.schedule.payments.length - 1].date);
  });

  it.each(ledgers)('%s: a loan never disbursed is voided once, is no longer the member\'s open PAL, and is never paid out', async (name, ledger) => {
    const first = booking();
    const { loanId } = await ledger().book(first, `${first.applicationId}.book`);
    // One PAL at a time: a second application is refused while the first is open ...
    expect(await refusal(ledger().book(booking(), `${randomUUID()}.book`))).toBe('PAL_LOAN_OPEN');
    const reason = 'Funding failed after the last try; the loan was never disbursed';
    expect(await ledger().voidLoan({ loanId, reason }, `${first.applicationId}.void`)).toEqual({ voided: true, created: true });
    expect(await ledger().voidLoan({ loanId, reason }, `${first.applicationId}.void`)).toEqual({ voided: true, created: false });
    expect(await ledger().voidLoan({ loanId, reason }, `${first.applicationId}.void-2`)).toMatchObject({ voided: true });
    const amount = first.schedule.amount_financed;
    expect(await refusal(ledger().disburse({ loanId, accountId: 'CHK-1006-01', amount }, `${first.applicationId}.disburse`))).toBe(name === 'http' ? '409 LOAN_VOIDED' : 'LOAN_VOIDED');
    // ... and books once the first is voided; the voided loan is no loan of the member's.
    const second = booking();
    expect((await ledger().book(second, `${second.applicationId}.book`)).created).toBe(true);
    const carlos = await httpCoreBanking({ baseUrl: core.url, token: core.token, timeoutMs: 5000 }).members.getMember('M-1006');
    expect(carlos?.loans.filter((l) => l.product === 'PAL' && l.closed_on === null)).toHaveLength(1);
  });

  it.each(ledgers)('%s: a disbursed loan is not voided: the answer names its disbursement', async (_name, ledger) => {
    const input = booking();
    const { loanId } = await ledger().book(input, `${input.applicationId}.book`);
    const paid = await ledger().disburse({ loanId, accountId: 'CHK-1006-01', amount: input.schedule.amount_financed }, `${input.applicationId}.disburse`);
    expect(await ledger().voidLoan({ loanId, reason: 'late' }, `${input.applicationId}.void`)).toEqual({ voided: false, disbursementId: paid.disbursementId });
    const { rows: [loan] } = await core.db.query<{ voided_at: Date | null }>('SELECT voided_at FROM ledger_loans WHERE id = $1', [loanId]);
    expect(loan.voided_at).toBeNull();
  });

  it.each(ledgers)('%s: a parallel burst of voids with one key voids once and answers each call voided', async (name, ledger) => {
    const input = booking();
    const { loanId } = await ledger().book(input, `${input.applicationId}.book`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => ledger().voidLoan({ loanId, reason: 'burst' }, `${input.applicationId}.void`)));
    expect(answers.every((a) => a.voided)).toBe(true);
    if (name === 'built-in') expect(answers.filter((a) => a.voided && a.created)).toHaveLength(1);
    const { rows } = await core.db.query<{ n: string }>("SELECT count(*) AS n FROM idempotency_keys WHERE key = $1", [`${input.applicationId}.void`]);
    expect(Number(rows[0].n)).toBe(1);
  });
});
