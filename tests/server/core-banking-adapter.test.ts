import { randomUUID } from 'node:crypto';
import productJson from '../../flows/microloan.product.json';
import { CoreBankingCallError, httpCoreBanking } from '../../server/adapters/core-banking';
import type { BookLoanInput } from '../../server/domain/ports';
import { priceOffers } from '../../server/domain/pricing/priceOffers';
import type { ProductConfig } from '../../server/domain/pricing/productConfig';
import { dbTargets } from '../helpers/dbTargets';
import { BAD_BIRTH_DATE, startFaultyCore, type FaultyCore } from '../helpers/faultyCore';
import { SETUP_TIMEOUT_MS } from '../helpers/httpCoreApp';
import { startTestCore, type TestCore } from '../helpers/referenceCore';

const config = productJson as ProductConfig;

function booking(): BookLoanInput {
  const [schedule] = priceOffers({ config, amount: 400, requestedAmount: 400, fundingDate: new Date().toISOString().slice(0, 10), automaticPayments: false, militaryCovered: false, offerIdPrefix: 'offer' });
  return { applicationId: randomUUID(), memberId: 'M-1001', schedule, depositAccountId: 'CHK-1001-01', automaticPayments: false, coreCodes: config.core };
}

async function failure(promise: Promise<unknown>): Promise<CoreBankingCallError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CoreBankingCallError);
    return error as CoreBankingCallError;
  }
  throw new Error('expected the call to fail');
}

describe.each(dbTargets())('the HTTP core-banking adapter against the reference core on $name', (target) => {
  let core: TestCore;
  let faulty: FaultyCore;
  const adapter = (token = core.token) => httpCoreBanking({ baseUrl: faulty.url, token, timeoutMs: 5000 });

  beforeAll(async () => {
    core = await startTestCore(target);
    faulty = await startFaultyCore(core.url, core.token);
  }, SETUP_TIMEOUT_MS);
  beforeEach(() => { if (faulty) faulty.rule = () => 'pass'; });
  afterAll(async () => {
    await faulty?.close();
    await core?.close();
  });

  it('finds a member by SSN and date of birth; another date of birth or SSN is no member (null), not an error', async () => {
    const { members } = adapter();
    expect((await members.findBySsn('100000001', '1985-03-14'))?.member.member_id).toBe('M-1001');
    expect(await members.findBySsn('100000001', '1985-03-15')).toBeNull();
    expect(await members.findBySsn('899000001', '1985-03-14')).toBeNull();
    expect(await members.getMember('M-0000')).toBeNull();
  });

  it('an answer outside the contract, a wrong token or an outage throws, naming the call and never the SSN', async () => {
    faulty.rule = ({ path }) => (path.endsWith('/accounts') ? 'bad-shape' : 'pass');
    const shape = await failure(adapter().members.findBySsn('100000001', '1985-03-14'));
    expect(shape).toMatchObject({ failure: 'INVALID_RESPONSE', status: 200, operation: 'listAccounts' });
    expect(shape.message).toMatch(/^listAccounts: answered 200 outside the contract \(\/accounts\/0\/balance must be number\)$/);
    faulty.rule = () => 'pass';
    const denied = await failure(adapter('wrong-token').members.findBySsn('100000001', '1985-03-14'));
    expect(denied).toMatchObject({ failure: 'REFUSED', status: 401, errorCode: 'UNAUTHORIZED', retryable: false });
    faulty.rule = () => 'unavailable';
    const down = await failure(adapter().members.findBySsn('100000001', '1985-03-14'));
    expect(down).toMatchObject({ failure: 'REFUSED', status: 503, errorCode: 'SERVICE_UNAVAILABLE', retryable: true, message: 'lookupMember: answered 503 SERVICE_UNAVAILABLE' });
    for (const error of [shape, denied, down]) expect(`${error.message} ${JSON.stringify(error.details)}`).not.toMatch(/100000001|1985-03-14/);
    const memberDown = await failure(adapter().members.getMember('M-1001'));
    expect(memberDown.memberId).toBe('M-1001');
  });

  it('the date of birth on file from GET /members/{id}: the core\'s birth_date; absent or no such member: null; never in the member record', async () => {
    const { members } = adapter();
    expect(await members.birthDate?.('M-1001')).toBe('1985-03-14');
    expect(await members.birthDate?.('M-1004')).toBe('1972-02-02');
    expect(await members.birthDate?.('M-0000')).toBeNull();
    expect(JSON.stringify(await members.getMember('M-1001'))).not.toContain('1985-03-14');
    expect((await members.findBySsn('100000001', '1985-03-14'))?.dob).toBe('1985-03-14');
    faulty.rule = ({ path }) => (path === '/members/M-1001' ? 'no-birth-date' : 'pass');
    expect(await members.birthDate?.('M-1001')).toBeNull();
    // A core without birth_date still answers the member itself.
    expect((await members.getMember('M-1001'))?.member_id).toBe('M-1001');
  });

  it('a birth_date that is no calendar date is an answer outside the contract (naming the field, never the value); a core down throws', async () => {
    faulty.rule = ({ path }) => (path === '/members/M-1001' ? 'bad-birth-date' : 'pass');
    const bad = await failure(adapter().members.birthDate!('M-1001'));
    expect(bad).toMatchObject({ failure: 'INVALID_RESPONSE', status: 200, operation: 'getMember', memberId: 'M-1001' });
    expect(bad.message).toMatch(/^getMember: answered 200 outside the contract \(\/birth_date must match format "date"\)$/);
    expect(`${bad.message} ${JSON.stringify(bad.details)}`).not.toContain(BAD_BIRTH_DATE);
    faulty.rule = () => 'unavailable';
    const down = await failure(adapter().members.birthDate!('M-1001'));
    expect(down).toMatchObject({ failure: 'REFUSED', status: 503, errorCode: 'SERVICE_UNAVAILABLE', operation: 'getMember' });
  });

  it('books and disburses with the caller\'s keys: a replay and another key answer the same loan (created false)', async () => {
    const { ledger } = adapter();
    const input = booking();
    const first = await ledger.book(input, `${input.applicationId}.book`);
    expect(first.created).toBe(true);
    expect(await ledger.book(input, `${input.applicationId}.book`)).toEqual({ loanId: first.loanId, created: false });
    expect(await ledger.book(input, `${input.applicationId}.book-2`)).toEqual({ loanId: first.loanId, created: false });
    const reused = await failure(ledger.book({ ...input, automaticPayments: true }, `${input.applicationId}.book`));
    expect(reused).toMatchObject({ status: 422, errorCode: 'IDEMPOTENCY_KEY_REUSED', retryable: false });
    const amount = input.schedule.amount_financed;
    const paid = await ledger.disburse({ loanId: first.loanId, accountId: 'CHK-1001-01', amount }, `${input.applicationId}.disburse`);
    expect(paid.created).toBe(true);
    expect(await ledger.disburse({ loanId: first.loanId, accountId: 'CHK-1001-01', amount }, `${input.applicationId}.disburse`)).toEqual({ disbursementId: paid.disbursementId, created: false });
    expect(await ledger.disburse({ loanId: first.loanId, accountId: 'CHK-1001-01', amount }, `${input.applicationId}.disburse-2`)).toEqual({ disbursementId: paid.disbursementId, created: false });
    const { rows } = await core.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [input.applicationId]);
    expect(Number(rows[0].n)).toBe(1);
  });
});
