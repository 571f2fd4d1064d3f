import type { Db, Queryable } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import type { MemberAccount, MemberLoan, MemberRecord } from '../../domain/member';
import type { DirectoryEntry, MemberDirectory } from './directory';

/** A member to store, with SSN and DOB in clear (encrypted on the way in). */
export interface MemberInput extends MemberRecord {
  ssn: string;
  dob: string;
}

interface MemberRow {
  member_id: string; first_name: string; last_name: string; phone: string; dob_enc: string; email_enc: string | null; mailing_address_enc: string | null;
  member_since: Date | string; monthly_direct_deposits: string | number; monthly_housing_payment: string | number | null; military_covered: boolean;
  core_banking_status: MemberRecord['core_banking_status']; identity_verification: MemberRecord['identity_verification'];
}

const isoDate = (d: Date | string | null): string | null => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** Inserts or replaces a member with accounts and loans (one transaction). */
export async function upsertMember(db: Db, secrets: Secrets, m: MemberInput): Promise<void> {
  await db.transaction(async (tx) => {
    // Serializes upserts of several processes starting at once (demo seeding).
    await tx.query('SELECT pg_advisory_xact_lock(7321002)');
    await tx.query(
      `INSERT INTO members (member_id, first_name, last_name, phone, ssn_hmac, ssn_enc, dob_enc, member_since, monthly_direct_deposits, military_covered, core_banking_status, identity_verification,
         email_enc, mailing_address_enc, monthly_housing_payment)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)
       ON CONFLICT (member_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, phone = EXCLUDED.phone,
         ssn_hmac = EXCLUDED.ssn_hmac, ssn_enc = EXCLUDED.ssn_enc, dob_enc = EXCLUDED.dob_enc, member_since = EXCLUDED.member_since,
         monthly_direct_deposits = EXCLUDED.monthly_direct_deposits, military_covered = EXCLUDED.military_covered,
         core_banking_status = EXCLUDED.core_banking_status, identity_verification = EXCLUDED.identity_verification,
         email_enc = EXCLUDED.email_enc, mailing_address_enc = EXCLUDED.mailing_address_enc, monthly_housing_payment = EXCLUDED.monthly_housing_payment`,
      [m.member_id, m.first_name, m.last_name, m.phone, secrets.hmac('ssn', m.ssn), secrets.encrypt(m.ssn), secrets.encrypt(m.dob), m.member_since,
        m.monthly_direct_deposits, m.military_covered, m.core_banking_status, m.identity_verification,
        m.email ? secrets.encrypt(m.email) : null, m.mailing_address ? secrets.encrypt(m.mailing_address) : null, m.monthly_housing_payment ?? null],
    );
    await tx.query('DELETE FROM member_accounts WHERE member_id = $1', [m.member_id]);
    await tx.query('DELETE FROM member_loans WHERE member_id = $1', [m.member_id]);
    for (const a of m.accounts) {
      await tx.query('INSERT INTO member_accounts (account_id, member_id, type, description, last_four, balance, status, ownership) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
        [a.account_id, m.member_id, a.type, a.description, a.last_four, a.balance, a.status ?? 'open', a.ownership ?? 'individual']);
    }
    for (const l of m.loans) {
      await tx.query('INSERT INTO member_loans (member_id, product, opened_on, closed_on, amount, days_past_due) VALUES ($1,$2,$3,$4,$5,$6)',
        [m.member_id, l.product, l.opened_on, l.closed_on, l.amount, l.days_past_due]);
    }
  });
}

/**
 * The member's loans: their history (member_loans, replaced by every upsert) and then the loans
 * the built-in ledger booked for them (ledger_loans, never touched by an upsert, so a funded loan
 * stays the member's across the demo re-seed at every start). A ledger loan is open (the built-in
 * ledger records no repayment), opened on its booking's UTC day, for its principal, current; a
 * voided loan (booked, never paid out, then voided) is no loan of the member's.
 */
const MEMBER_LOANS_SQL = `
  SELECT product, opened_on, closed_on, amount, days_past_due FROM (
    SELECT 0 AS source, id, product, opened_on, closed_on, amount, days_past_due FROM member_loans WHERE member_id = $1
    UNION ALL
    SELECT 1, id, product, (booked_at AT TIME ZONE 'UTC')::date, NULL::date, principal, 0 FROM ledger_loans WHERE member_id = $1 AND voided_at IS NULL
  ) loans ORDER BY source, id`;

async function loadRecord(q: Queryable, secrets: Secrets, row: MemberRow): Promise<MemberRecord> {
  const accounts = await q.query<MemberAccount & { balance: string | number }>(
    'SELECT account_id, type, description, last_four, balance, status, ownership FROM member_accounts WHERE member_id = $1 ORDER BY account_id', [row.member_id]);
  const loans = await q.query<{ product: string; opened_on: Date | string; closed_on: Date | string | null; amount: string | number; days_past_due: number }>(MEMBER_LOANS_SQL, [row.member_id]);
  return {
    member_id: row.member_id, first_name: row.first_name, last_name: row.last_name, phone: row.phone,
    email: row.email_enc ? secrets.decrypt(row.email_enc) : null,
    mailing_address: row.mailing_address_enc ? secrets.decrypt(row.mailing_address_enc) : null,
    member_since: isoDate(row.member_since) ?? '', monthly_direct_deposits: Number(row.monthly_direct_deposits),
    monthly_housing_payment: row.monthly_housing_payment === null || row.monthly_housing_payment === undefined ? null : Number(row.monthly_housing_payment),
    military_covered: row.military_covered, core_banking_status: row.core_banking_status, identity_verification: row.identity_verification,
    accounts: accounts.rows.map((a) => ({ ...a, balance: Number(a.balance) })),
    loans: loans.rows.map((l): MemberLoan => ({ product: l.product, opened_on: isoDate(l.opened_on) ?? '', closed_on: isoDate(l.closed_on), amount: Number(l.amount), days_past_due: l.days_past_due })),
  };
}

/** The built-in member directory on the members tables (a member's loans include those the built-in ledger booked). */
export function builtInDirectory(db: Db, secrets: Secrets): MemberDirectory {
  return {
    async findBySsn(ssn): Promise<DirectoryEntry | null> {
      const { rows } = await db.query<MemberRow>('SELECT * FROM members WHERE ssn_hmac = $1', [secrets.hmac('ssn', ssn)]);
      if (!rows[0]) return null;
      return { member: await loadRecord(db, secrets, rows[0]), dob: secrets.decrypt(rows[0].dob_enc) };
    },
    async getMember(memberId) {
      const { rows } = await db.query<MemberRow>('SELECT * FROM members WHERE member_id = $1', [memberId]);
      return rows[0] ? loadRecord(db, secrets, rows[0]) : null;
    },
    async birthDate(memberId) {
      const { rows } = await db.query<{ dob_enc: string }>('SELECT dob_enc FROM members WHERE member_id = $1', [memberId]);
      return rows[0] ? secrets.decrypt(rows[0].dob_enc) : null;
    },
  };
}
