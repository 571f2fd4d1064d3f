import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { CONTRACT_FILE, coreBankingContract } from '../../../server/adapters/core-banking/contract';
import { loadConformanceData, testBooking } from '../../../server/adapters/core-banking/conformance/testData';
import { birthDateOf, toContractMember, toMemberRecord } from '../../../server/adapters/core-banking/memberMapping';
import type { ContractMember } from '../../../server/adapters/core-banking/contractTypes';
import { demoMembers } from '../../../server/adapters/members/demoMembers';

const document = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as Record<string, unknown>;
const contract = coreBankingContract();

describe('the core-banking contract (schemas/core-banking.openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document (the specification\'s own JSON Schema), every $ref resolving', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
    const broken = await new Validator().validate({ ...structuredClone(document), paths: { '/x': { get: { responses: { '200': { descriptionx: 'typo' } } } } } });
    expect(broken.valid).toBe(false);
  });

  it('every write requires an Idempotency-Key; every operation answers the error payload for 400, 401, 404, 500 and 503; bearer auth everywhere', () => {
    const ops = contract.allOperations();
    expect(ops.map((o) => o.id).sort()).toEqual(['bookLoan', 'disburseLoan', 'getLoan', 'getMember', 'listAccounts', 'listLoans', 'lookupMember', 'voidLoan']);
    expect(ops.filter((o) => o.method === 'POST' && o.id !== 'lookupMember').every((o) => o.write && o.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header' && p.required))).toBe(true);
    expect(contract.operation('lookupMember').write).toBe(false);
    const error = { error: { message: 'm', status_code: 503, error_code: 'SERVICE_UNAVAILABLE', details: null } };
    for (const op of ops) for (const status of [400, 401, 404, 500, 503]) expect(contract.checkResponse(op.id, status, error)).toEqual([]);
    expect(contract.checkResponse('getMember', 404, { message: 'not the payload' }).length).toBeGreaterThan(0);
    expect(contract.checkResponse('getMember', 418, error)).toEqual([{ field: '', message: 'status 418 is not documented for getMember' }]);
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it('the SSN and the date of birth travel in the lookup body only, and no Member answer may carry them (the date of birth only as birth_date)', () => {
    const paths = JSON.stringify(document.paths);
    expect(contract.operation('lookupMember')).toMatchObject({ method: 'POST', path: '/members/lookup', parameters: [] });
    expect(paths).not.toMatch(/"in":\s*"(query|path|header)"[^}]*"name":\s*"(ssn|date_of_birth|dob)"|"name":\s*"(ssn|date_of_birth|dob)"/);
    const member = { member_id: 'M-1', first_name: 'A', last_name: 'B', phone: '+12025550101', member_since: '2020-01-01', monthly_direct_deposits: 0, military_covered: false, record_status: 'active' };
    expect(contract.schema('Member')(member)).toBe(true);
    expect(contract.schema('Member')({ ...member, email: 'a@example.org' })).toBe(true);
    for (const field of ['ssn', 'date_of_birth', 'dob']) expect(contract.schema('Member')({ ...member, [field]: 'x' })).toBe(false);
    for (const field of ['ssn', 'date_of_birth', 'dob']) expect(contract.schema('Member')({ ...member, [field]: '1985-03-14' })).toBe(false);
  });

  it('a Member may carry birth_date, a calendar date YYYY-MM-DD; anything else is outside the contract, named by field and never by value', () => {
    const member = { member_id: 'M-1', first_name: 'A', last_name: 'B', phone: '+12025550101', member_since: '2020-01-01', monthly_direct_deposits: 0, military_covered: false, record_status: 'active' };
    for (const ok of ['1985-03-14', '2000-02-29']) expect([ok, contract.checkResponse('getMember', 200, { ...member, birth_date: ok })]).toEqual([ok, []]);
    for (const bad of ['1985-02-30', '1900-02-29', '1985-13-01', '1985-3-14', '14/03/1985', '1985-03-14T00:00:00Z', '', 19850314, null]) {
      const problems = contract.checkResponse('getMember', 200, { ...member, birth_date: bad });
      expect([bad, problems.length > 0, problems.every((p) => p.field === '/birth_date')]).toEqual([bad, true, true]);
      if (typeof bad === 'string' && bad) expect(JSON.stringify(problems)).not.toContain(bad);
    }
  });

  it('birth_date maps both ways: the reference core answers the one on file; the domain record never carries it', () => {
    const base: ContractMember = { member_id: 'M-1', first_name: 'A', last_name: 'B', phone: '+12025550101', member_since: '2020-01-01', monthly_direct_deposits: 0, military_covered: false, record_status: 'active' };
    const record = toMemberRecord({ ...base, birth_date: '1985-03-14' }, [], []);
    expect(JSON.stringify(record)).not.toContain('1985-03-14');
    expect(birthDateOf({ ...base, birth_date: '1985-03-14' })).toBe('1985-03-14');
    expect(birthDateOf(base)).toBeNull();
    expect(toContractMember(record, '1985-03-14')).toMatchObject({ birth_date: '1985-03-14' });
    expect(toContractMember(record)).not.toHaveProperty('birth_date');
    expect(contract.schema('Member')(toContractMember(record, '1985-03-14'))).toBe(true);
  });

  it('requests are checked: an unknown field, a short SSN, a bad key or a booking without schedule is refused', () => {
    expect(contract.checkRequest('lookupMember', { body: { ssn: '100000001', date_of_birth: '1985-03-14' } })).toEqual([]);
    expect(contract.checkRequest('lookupMember', { body: { ssn: '1000', date_of_birth: '1985-03-14', extra: 1 } }).map((p) => p.field).sort()).toEqual(['', '/ssn']);
    const booking = testBooking(loadConformanceData(), '2030-01-15', '7a1c5f44-5d0e-4a55-9c1b-2b7b5a0f9e11');
    expect(contract.checkRequest('bookLoan', { headers: { 'idempotency-key': 'app.book.12345' }, body: booking })).toEqual([]);
    expect(booking.schedule.map((p) => p.due_date)).toEqual(['2030-02-15', '2030-03-15']);
    expect(contract.checkRequest('bookLoan', { headers: { 'idempotency-key': 'bad key!' }, body: booking })).toEqual([{ field: 'header:Idempotency-Key', message: 'must match pattern "^[A-Za-z0-9._:-]+$"' }]);
    const { schedule: _s, ...withoutSchedule } = booking;
    expect(contract.checkRequest('bookLoan', { headers: { 'idempotency-key': 'app.book.12345' }, body: withoutSchedule })).toEqual([{ field: '/schedule', message: "must have required property 'schedule'" }]);
  });

  it('the conformance test member is the built-in directory\'s demo member (so the reference core holds it)', () => {
    const data = loadConformanceData();
    const maria = demoMembers(new Date()).find((m) => m.member_id === data.member.member_id);
    expect(maria).toMatchObject({ ssn: data.member.ssn, dob: data.member.date_of_birth, first_name: data.member.first_name, last_name: data.member.last_name, phone: data.member.phone });
    expect(maria?.accounts.find((a) => a.account_id === data.member.checking_account_id)?.type).toBe('checking');
    expect(demoMembers(new Date()).some((m) => m.ssn === data.unknown_identity.ssn)).toBe(false);
  });
});
