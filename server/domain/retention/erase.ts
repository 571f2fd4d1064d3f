import type { Queryable } from '../../db/db';

/** Steps of an application that became a loan: its records are kept for the life of the loan. */
const LOAN_STEPS = ['APPLICATION_COMPLETED', 'FINALIZING_APPLICATION', 'AWAITING_SIGNATURE_CONFIRMATION'];

/** What an erasure removed. */
export interface ErasedCounts {
  applications: number;
}

/**
 * Erases the personal data of applications (by id) that are not loans: the encrypted applicant
 * (name, phone, date of birth), the free-text purpose and account list in `data`, the
 * signature details and documents of their envelopes (built-in and DocuSign), the text of their delivered notices; the application, its decision, amounts
 * and audit trail stay (what ECOA record-keeping needs of a decided application), with an
 * audit event `pii_erased`. Idempotent: an erased application is left alone.
 */
export async function erasePersonalData(q: Queryable, ids: string[], at: Date, reason: string): Promise<ErasedCounts> {
  if (!ids.length) return { applications: 0 };
  const { rows } = await q.query<{ id: string; step: string }>(
    `UPDATE applications SET applicant_enc = NULL, pii_erased_at = $2,
       data = (data - 'loan_purpose_other_reason' - 'checking_accounts' - 'direct_deposit_account')
     WHERE id = ANY($1::uuid[]) AND pii_erased_at IS NULL AND step <> ALL($3::text[])
     RETURNING id, step`,
    [ids, at.toISOString(), LOAN_STEPS],
  );
  const erased = rows.map((r) => r.id);
  if (!erased.length) return { applications: 0 };
  await q.query(
    `UPDATE esign_envelopes SET signer_name = NULL, signer_ip = NULL, signer_user_agent = NULL,
       agreement = '{}'::jsonb, document_html = '', signed_pdf = NULL, events = '[]'::jsonb
     WHERE application_id = ANY($1::uuid[])`,
    [erased],
  );
  await q.query(
    `UPDATE docusign_envelopes SET signer_name = NULL, signer_email = NULL, signed_pdf = NULL, certificate_pdf = NULL
     WHERE application_id = ANY($1::uuid[])`,
    [erased],
  );
  await q.query('DELETE FROM sessions WHERE application_id = ANY($1::uuid[])', [erased]);
  // Letters already delivered lose their text; one still waiting for e-mail or print keeps it until it goes out.
  await q.query("UPDATE notices SET letter_enc = NULL WHERE application_id = ANY($1::uuid[]) AND status IN ('sent', 'failed', 'printed')", [erased]);
  await q.query("UPDATE application_events SET detail = detail - 'device' WHERE application_id = ANY($1::uuid[]) AND detail ? 'device'", [erased]);
  for (const r of rows)
    await q.query(
      `INSERT INTO application_events (application_id, at, type, from_step, to_step, detail) VALUES ($1, $2, 'pii_erased', $3, $3, $4::jsonb)`,
      [r.id, at.toISOString(), r.step, JSON.stringify({ reason })],
    );
  return { applications: erased.length };
}

/** Why an application's data cannot be erased on request: it is a loan (kept for the life of the loan), or it does not exist. */
export async function erasureRefusal(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ step: string }>('SELECT step FROM applications WHERE id = $1', [id]);
  if (!rows[0]) return `no application ${id}`;
  if (LOAN_STEPS.includes(rows[0].step)) return `application ${id} is a loan (${rows[0].step}); its records are kept for the life of the loan and the record-keeping period after it`;
  return null;
}
