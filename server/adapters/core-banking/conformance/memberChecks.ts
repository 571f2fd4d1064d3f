import type { ContractAccount, ContractMember, ContractMemberLoan } from '../contractTypes';
import { keyOf, type Check } from './context';
import { expectAnswer, expectThat } from './probe';

const member = (id: string) => `/members/${encodeURIComponent(id)}`;

/** Authentication, lookup by identity, member by id, accounts and loans. */
export const MEMBER_CHECKS: Check[] = [
  {
    name: 'auth: no token -> 401 on reads and writes',
    async run(ctx) {
      const { probe, data, main } = ctx;
      expectAnswer(await probe.send({ method: 'POST', path: '/members/lookup', body: { ssn: data.member.ssn, date_of_birth: data.member.date_of_birth }, auth: false }), 'lookupMember', [401], 'UNAUTHORIZED');
      expectAnswer(await probe.send({ method: 'GET', path: member(data.member.member_id), auth: false }), 'getMember', [401], 'UNAUTHORIZED');
      expectAnswer(await probe.send({ method: 'POST', path: '/loans', body: main, auth: false, idempotencyKey: keyOf(ctx, 'no-token') }), 'bookLoan', [401], 'UNAUTHORIZED');
    },
  },
  {
    name: 'auth: wrong token -> 401',
    async run({ probe, data }) {
      expectAnswer(await probe.send({ method: 'GET', path: `${member(data.member.member_id)}/accounts`, auth: 'not-the-token-0000000000' }), 'listAccounts', [401], 'UNAUTHORIZED');
    },
  },
  {
    name: 'lookup: the test member by SSN and date of birth',
    async run({ probe, data }) {
      const m = expectAnswer<ContractMember>(await probe.send({ method: 'POST', path: '/members/lookup', body: { ssn: data.member.ssn, date_of_birth: data.member.date_of_birth } }), 'lookupMember', [200]);
      expectThat(m.member_id === data.member.member_id, `expected member ${data.member.member_id}, got ${m.member_id}`);
      expectThat(m.last_name === data.member.last_name && m.phone === data.member.phone, 'the member\'s last name or phone differs from the test data');
      return `member ${m.member_id}, record ${m.record_status}`;
    },
  },
  {
    name: 'lookup: right SSN, wrong date of birth -> 404',
    async run({ probe, data }) {
      expectAnswer(await probe.send({ method: 'POST', path: '/members/lookup', body: { ssn: data.member.ssn, date_of_birth: data.unknown_identity.date_of_birth } }), 'lookupMember', [404], 'NOT_FOUND');
    },
  },
  {
    name: 'lookup: unknown identity -> 404',
    async run({ probe, data }) {
      expectAnswer(await probe.send({ method: 'POST', path: '/members/lookup', body: data.unknown_identity }), 'lookupMember', [404], 'NOT_FOUND');
    },
  },
  {
    name: 'lookup: bad input -> 400 (short SSN, missing date, broken JSON)',
    async run({ probe, data }) {
      expectAnswer(await probe.send({ method: 'POST', path: '/members/lookup', body: { ssn: '1234', date_of_birth: data.member.date_of_birth } }), 'lookupMember', [400]);
      expectAnswer(await probe.send({ method: 'POST', path: '/members/lookup', body: { ssn: data.member.ssn } }), 'lookupMember', [400]);
      expectAnswer(await probe.send({ method: 'POST', path: '/members/lookup', rawBody: '{"ssn": ' }), 'lookupMember', [400]);
    },
  },
  {
    name: 'member by id',
    async run({ probe, data }) {
      // expectAnswer checks the contract: a birth_date that is not a calendar date fails here.
      const m = expectAnswer<ContractMember>(await probe.send({ method: 'GET', path: member(data.member.member_id) }), 'getMember', [200]);
      expectThat(m.member_id === data.member.member_id && m.first_name === data.member.first_name, 'GET /members/{id} answered another member');
      // Compared, never printed: the message names the field only.
      expectThat(m.birth_date === undefined || m.birth_date === data.member.date_of_birth, 'birth_date differs from the date of birth the lookup matches');
      return m.birth_date === undefined ? 'no birth_date (launches need the token\'s birthdate)' : 'birth_date given';
    },
  },
  {
    name: 'unknown member id -> 404 (member, accounts, loans)',
    async run({ probe, data }) {
      const path = member(data.unknown_member_id);
      expectAnswer(await probe.send({ method: 'GET', path }), 'getMember', [404], 'NOT_FOUND');
      expectAnswer(await probe.send({ method: 'GET', path: `${path}/accounts` }), 'listAccounts', [404], 'NOT_FOUND');
      expectAnswer(await probe.send({ method: 'GET', path: `${path}/loans` }), 'listLoans', [404], 'NOT_FOUND');
    },
  },
  {
    name: 'accounts: the test checking account',
    async run({ probe, data }) {
      const { accounts } = expectAnswer<{ accounts: ContractAccount[] }>(await probe.send({ method: 'GET', path: `${member(data.member.member_id)}/accounts` }), 'listAccounts', [200]);
      const checking = accounts.find((a) => a.account_id === data.member.checking_account_id);
      expectThat(checking?.type === 'checking', `no checking account ${data.member.checking_account_id}`);
      expectThat(checking.status === 'open' && checking.ownership !== 'signer', `checking account ${checking.account_id} is ${checking.status}, ownership ${checking.ownership}: the test loan needs an open account the member owns`);
      expectThat(accounts.some((a) => a.account_id === data.member.not_checking_account_id && a.type !== 'checking'), `no non-checking account ${data.member.not_checking_account_id}`);
      return `${accounts.length} accounts`;
    },
  },
  {
    name: 'figures: the test member\'s known amounts, in dollars (not cents)',
    async run({ probe, data }) {
      const known = data.member.known_figures;
      const m = expectAnswer<ContractMember>(await probe.send({ method: 'GET', path: member(data.member.member_id) }), 'getMember', [200]);
      const { accounts } = expectAnswer<{ accounts: ContractAccount[] }>(await probe.send({ method: 'GET', path: `${member(data.member.member_id)}/accounts` }), 'listAccounts', [200]);
      const wrong = [compareAmount('monthly_direct_deposits', m.monthly_direct_deposits, known.monthly_direct_deposits)];
      for (const [id, expected] of Object.entries(known.account_balances)) {
        wrong.push(compareAmount(`balance of ${id}`, accounts.find((a) => a.account_id === id)?.balance, expected));
      }
      const problems = wrong.filter((w): w is string => w !== null);
      expectThat(problems.length === 0, problems.join('; '));
      return `${1 + Object.keys(known.account_balances).length} figures as known`;
    },
  },
  {
    name: 'loans: history, open and closed filters, product filter',
    async run({ probe, data }) {
      const path = `${member(data.member.member_id)}/loans`;
      const list = async (query: string) => expectAnswer<{ loans: ContractMemberLoan[] }>(await probe.send({ method: 'GET', path: `${path}${query}` }), 'listLoans', [200]).loans;
      const all = await list('');
      const open = await list('?status=open&product=PAL');
      const closed = await list('?status=closed');
      expectThat(open.every((l) => l.closed_on === null && l.product === 'PAL'), 'status=open&product=PAL answered a closed or non-PAL loan');
      expectThat(closed.every((l) => l.closed_on !== null), 'status=closed answered an open loan');
      expectThat(all.length >= open.length + closed.filter((l) => l.product === 'PAL').length, 'the history holds fewer loans than its filters');
      const closedPal = closed.filter((l) => l.product === 'PAL').length;
      expectThat(closedPal >= data.member.closed_pal_loans_at_least, `expected at least ${data.member.closed_pal_loans_at_least} closed PAL loan(s) in the history, got ${closedPal}`);
      return `${all.length} in history, ${open.length} open PAL`;
    },
  },
  {
    name: 'loans: unknown status filter -> 400',
    async run({ probe, data }) {
      expectAnswer(await probe.send({ method: 'GET', path: `${member(data.member.member_id)}/loans?status=someday` }), 'listLoans', [400]);
    },
  },
];

/** Null when `actual` is the known dollar amount; else what is wrong (a factor of 100 is named: cents). */
function compareAmount(what: string, actual: number | undefined, expected: number): string | null {
  if (actual === undefined) return `${what}: missing (expected ${expected})`;
  if (Math.round(actual * 100) === Math.round(expected * 100)) return null;
  const cents = Math.round(actual) === Math.round(expected * 100) ? ' (a hundred times the known figure: cents instead of dollars?)' : '';
  return `${what} is ${actual}, expected ${expected} dollars${cents}`;
}
