import { httpCoreBanking } from '../../server/adapters/core-banking';
import { coreBankingContract } from '../../server/adapters/core-banking/contract';
import { runConformance } from '../../server/adapters/core-banking/conformance/runConformance';
import { loadConformanceData } from '../../server/adapters/core-banking/conformance/testData';
import { addressLine, postalAddress, toContractMember, toMemberRecord } from '../../server/adapters/core-banking/memberMapping';
import type { ContractMember } from '../../server/adapters/core-banking/contractTypes';
import { dbTargets } from '../helpers/dbTargets';
import { startFaultyCore, type FaultyCore } from '../helpers/faultyCore';
import { SETUP_TIMEOUT_MS } from '../helpers/httpCoreApp';
import { startTestCore, type TestCore } from '../helpers/referenceCore';

const FIGURES = "figures: the test member's known amounts, in dollars (not cents)";

describe('the contract: mailing address and money in dollars', () => {
  it('a member may carry a postal address; the letter reads it as one line, and the one line maps back', () => {
    const member = coreBankingContract().schema('Member');
    const base = { member_id: 'M-1', first_name: 'A', last_name: 'B', phone: '+12025550101', member_since: '2020-01-01', monthly_direct_deposits: 3200, military_covered: false, record_status: 'active' };
    const address = { lines: ['1200 Elm Street', 'Apt 4B'], city: 'Portland', state: 'ME', postal_code: '04101' };
    expect(member({ ...base, mailing_address: address })).toBe(true);
    expect(member({ ...base, mailing_address: { ...address, state: 'Maine' } })).toBe(false);
    expect(addressLine(address)).toBe('1200 Elm Street, Apt 4B, Portland, ME 04101');
    expect(postalAddress('1200 Elm Street, Apt 4B, Portland, ME 04101')).toEqual(address);
    expect(postalAddress('somewhere without a ZIP')).toBeNull();
  });

  it('amounts take at most two decimals: 640.10 and 1850.25 pass, 1850.255 does not (balances, deposits, terms)', () => {
    const contract = coreBankingContract();
    const account = (balance: number) => ({ account_id: 'A-1', type: 'checking', description: 'x', last_four: '1234', balance, status: 'open', ownership: 'individual' });
    expect(contract.checkResponse('listAccounts', 200, { accounts: [account(640.1), account(1850.25)] })).toEqual([]);
    expect(contract.checkResponse('listAccounts', 200, { accounts: [account(1850.255)] })).toEqual([{ field: '/accounts/0/balance', message: 'must be multiple of 0.01' }]);
    const member = contract.schema('Member');
    expect(member({ member_id: 'M-1', first_name: 'A', last_name: 'B', phone: '+12025550101', member_since: '2020-01-01', monthly_direct_deposits: 3200.001, military_covered: false, record_status: 'active' })).toBe(false);
  });

  it('a member may carry a monthly housing payment in dollars (optional); the domain record reads it, none as null, and maps it back', () => {
    const member = coreBankingContract().schema('Member');
    const base: ContractMember = { member_id: 'M-1', first_name: 'A', last_name: 'B', phone: '+12025550101', member_since: '2020-01-01', monthly_direct_deposits: 3200, military_covered: false, record_status: 'active' };
    expect(member({ ...base, monthly_housing_payment: 1150.5 })).toBe(true);
    expect(member({ ...base, monthly_housing_payment: -1 })).toBe(false);
    expect(member({ ...base, monthly_housing_payment: 1150.555 })).toBe(false);
    expect(member({ ...base, monthly_housing_payment: '1150' })).toBe(false);
    const withPayment = toMemberRecord({ ...base, monthly_housing_payment: 1150.5 }, [], []);
    expect(withPayment.monthly_housing_payment).toBe(1150.5);
    expect(toMemberRecord(base, [], []).monthly_housing_payment).toBeNull();
    expect(toContractMember(withPayment)).toMatchObject({ monthly_housing_payment: 1150.5 });
    expect(toContractMember(toMemberRecord(base, [], []))).not.toHaveProperty('monthly_housing_payment');
    expect(member(toContractMember(withPayment))).toBe(true);
  });
});

describe.each(dbTargets())('address and units against the reference core on $name', (target) => {
  let core: TestCore;
  let faulty: FaultyCore;

  beforeAll(async () => {
    core = await startTestCore(target);
    faulty = await startFaultyCore(core.url, core.token);
  }, SETUP_TIMEOUT_MS);
  beforeEach(() => { if (faulty) faulty.rule = () => 'pass'; });
  afterAll(async () => {
    await faulty?.close();
    await core?.close();
  }, SETUP_TIMEOUT_MS);

  it('the HTTP adapter carries the mailing address on file (for printed letters) and each account\'s status and ownership', async () => {
    const { members } = httpCoreBanking({ baseUrl: faulty.url, token: core.token, timeoutMs: 5000 });
    const carlos = await members.getMember('M-1006');
    expect(carlos?.email ?? null).toBeNull();
    expect(carlos?.mailing_address).toBe('14 Fort Rd, Apt 1, South Portland, ME 04106');
    const maria = (await members.findBySsn('100000001', '1985-03-14'))?.member;
    expect(maria?.mailing_address).toBe('1200 Elm Street, Apt 4B, Portland, ME 04101');
    expect(maria?.accounts.find((a) => a.account_id === 'CHK-1001-01')).toMatchObject({ status: 'open', ownership: 'individual' });
  });

  it('the HTTP adapter carries the monthly housing payment the core sees (Grace: 1,150 dollars), none for a member without one', async () => {
    const { members } = httpCoreBanking({ baseUrl: faulty.url, token: core.token, timeoutMs: 5000 });
    expect((await members.getMember('M-1008'))?.monthly_housing_payment).toBe(1150);
    expect((await members.findBySsn('100000008', '1983-06-21'))?.member.monthly_housing_payment).toBe(1150);
    expect((await members.getMember('M-1001'))?.monthly_housing_payment).toBeNull();
    const answer = await fetch(`${core.url}/members/M-1008`, { headers: { authorization: `Bearer ${core.token}` } });
    const body = await answer.json() as Record<string, unknown>;
    expect(body).toMatchObject({ member_id: 'M-1008', monthly_housing_payment: 1150 });
    // The core's member record carries the date of birth (the contract's birth_date, for a launch's age check), never the SSN.
    expect(JSON.stringify(body)).not.toMatch(/100000008/);
    expect(body.birth_date).toBe('1983-06-21');
  });

  it('a core answering amounts in cents passes the shape but fails the known figures, naming the factor', async () => {
    faulty.rule = ({ method, path }) => (method === 'GET' && path.startsWith('/members/') ? 'cents' : 'pass');
    const { ok, results } = await runConformance({ url: faulty.url, token: core.token });
    expect(ok).toBe(false);
    expect(results.filter((r) => !r.ok).map((r) => r.name)).toEqual([FIGURES]);
    expect(results.find((r) => r.name === FIGURES)?.detail).toBe(
      'monthly_direct_deposits is 320000, expected 3200 dollars (a hundred times the known figure: cents instead of dollars?); balance of SAV-1001-01 is 120000, expected 1200 dollars (a hundred times the known figure: cents instead of dollars?)');
  });

  it('a core answering three decimals fails the contract on every read of an amount', async () => {
    faulty.rule = ({ method, path }) => (method === 'GET' && path.endsWith('/accounts') ? 'three-decimals' : 'pass');
    const { results } = await runConformance({ url: faulty.url, token: core.token });
    expect(results.find((r) => r.name === 'accounts: the test checking account')?.detail).toMatch(/^listAccounts: 200 body does not match the contract: \/accounts\/0\/balance must be multiple of 0\.01/);
  });

  it('the known figures are the test data\'s: another member\'s figures (a real core\'s test member) are compared as given', async () => {
    const data = loadConformanceData();
    const wrong = { ...data, member: { ...data.member, known_figures: { monthly_direct_deposits: 3200, account_balances: { 'SAV-1001-01': 1250.5 } } } };
    const { results } = await runConformance({ url: core.url, token: core.token, data: wrong });
    expect(results.find((r) => r.name === FIGURES)).toMatchObject({ ok: false, detail: 'balance of SAV-1001-01 is 1200, expected 1250.5 dollars' });
  });
});
