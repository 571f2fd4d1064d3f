import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { parseIsoDate } from '../../../src/core/rules/dob';
import { parseCsv } from '../../cli/csv';
import { isEmailAddress } from '../../domain/emailAddress';
import { ACCOUNT_OWNERSHIPS, ACCOUNT_STATUSES, type AccountOwnership, type AccountStatus, type MemberLoan } from '../../domain/member';
import type { MemberInput } from './memberStore';

/** Columns of the member CSV (one row per account; member columns repeat and must agree). */
export const MEMBER_CSV_COLUMNS = [
  'member_id', 'first_name', 'last_name', 'ssn', 'dob', 'phone', 'email', 'mailing_address', 'member_since',
  'monthly_direct_deposits', 'monthly_housing_payment', 'military_covered', 'core_banking_status', 'identity_verification',
  'account_id', 'account_type', 'account_description', 'account_last_four', 'account_balance', 'account_status', 'account_ownership', 'loans',
] as const;

const REQUIRED = MEMBER_CSV_COLUMNS.filter((c) => !['email', 'mailing_address', 'monthly_direct_deposits', 'monthly_housing_payment', 'military_covered', 'core_banking_status', 'identity_verification', 'loans', 'account_balance', 'account_status', 'account_ownership'].includes(c));
type Row = Record<(typeof MEMBER_CSV_COLUMNS)[number], string>;

function memberOf(r: Row, bad: (m: string) => void): MemberInput {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(r.member_id)) bad('member_id must be 1-40 letters, digits, - or _');
  if (!/^\d{9}$/.test(r.ssn.replace(/-/g, ''))) bad('ssn must be 9 digits (dashes allowed)');
  if (!parseIsoDate(r.dob)) bad('dob must be a real date YYYY-MM-DD');
  if (!parseIsoDate(r.member_since)) bad('member_since must be a real date YYYY-MM-DD');
  const phone = parsePhoneNumberFromString(r.phone, 'US');
  if (!phone?.isValid() || phone.country !== 'US') bad('phone must be a valid US number (10 digits or +1...)');
  if (r.email && !isEmailAddress(r.email)) bad(`email must be an e-mail address like name@example.com, or empty (got "${r.email.slice(0, 80)}")`);
  if (r.mailing_address.length > 300 || /[\r\n]/.test(r.mailing_address)) bad('mailing_address must be one line of at most 300 characters (commas between its parts)');
  const deposits = r.monthly_direct_deposits === '' ? 0 : Number(r.monthly_direct_deposits);
  if (!Number.isFinite(deposits) || deposits < 0) bad('monthly_direct_deposits must be a number >= 0');
  // The recurring housing payment the core sees (mortgage, rent debit); blank: none.
  const housing = r.monthly_housing_payment === '' ? null : Number(r.monthly_housing_payment);
  if (housing !== null && (!Number.isFinite(housing) || housing < 0)) bad('monthly_housing_payment must be a number >= 0, or empty (none)');
  if (!['', 'true', 'false'].includes(r.military_covered)) bad('military_covered must be true or false');
  if (!['', 'ok', 'unavailable'].includes(r.core_banking_status)) bad('core_banking_status must be ok or unavailable');
  if (!['', 'pass', 'fail'].includes(r.identity_verification)) bad('identity_verification must be pass or fail');
  if (!r.first_name.trim() || !r.last_name.trim()) bad('first_name and last_name are required');
  let loans: MemberLoan[] = [];
  if (r.loans.trim()) {
    try {
      loans = JSON.parse(r.loans) as MemberLoan[];
      if (!Array.isArray(loans) || loans.some((l) => typeof l.product !== 'string' || !parseIsoDate(l.opened_on) || typeof l.amount !== 'number'))
        bad('loans must be a JSON array of {product, opened_on, closed_on, amount, days_past_due}');
      loans = loans.map((l) => ({ ...l, closed_on: l.closed_on ?? null, days_past_due: l.days_past_due ?? 0 }));
    } catch {
      bad('loans is not valid JSON');
    }
  }
  return {
    member_id: r.member_id, first_name: r.first_name.trim(), last_name: r.last_name.trim(), ssn: r.ssn.replace(/-/g, ''), dob: r.dob,
    phone: phone?.number ?? '', email: r.email || null, mailing_address: r.mailing_address || null, member_since: r.member_since, monthly_direct_deposits: deposits,
    monthly_housing_payment: housing,
    military_covered: r.military_covered === 'true',
    core_banking_status: (r.core_banking_status || 'ok') as MemberInput['core_banking_status'],
    identity_verification: (r.identity_verification || 'pass') as MemberInput['identity_verification'],
    accounts: [], loans,
  };
}

/** Members read from CSV text, or every problem as `row N: ...` (nothing is imported then). */
export function membersFromCsv(text: string): { members: MemberInput[]; errors: string[] } {
  const errors: string[] = [];
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    return { members: [], errors: [(error as Error).message] };
  }
  const [header = [], ...body] = rows;
  const names = header.map((h) => h.trim());
  const unknown = names.filter((n) => !(MEMBER_CSV_COLUMNS as readonly string[]).includes(n));
  const missing = REQUIRED.filter((c) => !names.includes(c));
  if (unknown.length) errors.push(`header: unknown column(s) ${unknown.join(', ')}; known: ${MEMBER_CSV_COLUMNS.join(', ')}`);
  if (missing.length) errors.push(`header: missing column(s) ${missing.join(', ')}`);
  if (errors.length) return { members: [], errors };
  const byId = new Map<string, MemberInput>();
  const accountIds = new Set<string>();
  body.forEach((cells, i) => {
    const line = i + 2;
    const bad = (m: string) => errors.push(`row ${line}: ${m}`);
    if (cells.length !== names.length) return bad(`has ${cells.length} cells, the header has ${names.length}`);
    const r = Object.fromEntries(MEMBER_CSV_COLUMNS.map((c) => [c, cells[names.indexOf(c)]?.trim() ?? ''])) as Row;
    const member = memberOf(r, bad);
    const seen = byId.get(member.member_id);
    if (seen && (seen.ssn !== member.ssn || seen.dob !== member.dob || seen.last_name !== member.last_name || seen.phone !== member.phone || (member.email && seen.email !== member.email)))
      bad(`member ${member.member_id} differs from its earlier row`);
    const target = seen ?? member;
    if (!seen) byId.set(member.member_id, member);
    else {
      if (!seen.loans.length) seen.loans = member.loans;
      seen.email ??= member.email;
      seen.mailing_address ??= member.mailing_address;
      seen.monthly_housing_payment ??= member.monthly_housing_payment;
    }
    if (!r.account_id) return bad('account_id is required');
    if (accountIds.has(r.account_id)) bad(`account ${r.account_id} appears twice`);
    accountIds.add(r.account_id);
    if (!/^\d{4}$/.test(r.account_last_four)) bad('account_last_four must be 4 digits');
    if (!['checking', 'savings', 'loan', 'certificate'].includes(r.account_type)) bad('account_type must be checking, savings, loan or certificate');
    const balance = r.account_balance === '' ? 0 : Number(r.account_balance);
    if (!Number.isFinite(balance)) bad('account_balance must be a number');
    const status = (r.account_status || 'open') as AccountStatus;
    const ownership = (r.account_ownership || 'individual') as AccountOwnership;
    if (!ACCOUNT_STATUSES.includes(status)) bad(`account_status must be ${ACCOUNT_STATUSES.join(', ')} or empty (open)`);
    if (!ACCOUNT_OWNERSHIPS.includes(ownership)) bad(`account_ownership must be ${ACCOUNT_OWNERSHIPS.join(', ')} or empty (individual)`);
    target.accounts.push({ account_id: r.account_id, type: r.account_type, description: r.account_description, last_four: r.account_last_four, balance, status, ownership });
  });
  if (!body.length) errors.push('no member rows after the header');
  return { members: errors.length ? [] : [...byId.values()], errors };
}
