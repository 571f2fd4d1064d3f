import type { Queryable } from '../../db/db';

/** The staff member an application under review is assigned to, or null. */
export interface Assignee {
  staff_id: string;
  email: string;
  display_name: string;
}

/** Review assignments (one per application): who is to decide it. */
export const assignmentsRepo = {
  async of(q: Queryable, applicationId: string): Promise<Assignee | null> {
    const { rows } = await q.query<Assignee>(
      'SELECT r.staff_id, u.email, u.display_name FROM review_assignments r JOIN staff_users u ON u.id = r.staff_id WHERE r.application_id = $1',
      [applicationId],
    );
    return rows[0] ?? null;
  },

  /** Assigns (replacing any assignee) or, with null, unassigns. */
  async set(q: Queryable, applicationId: string, staffId: string | null, by: string, at: Date): Promise<void> {
    if (!staffId) {
      await q.query('DELETE FROM review_assignments WHERE application_id = $1', [applicationId]);
      return;
    }
    await q.query(
      `INSERT INTO review_assignments (application_id, staff_id, assigned_at, assigned_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (application_id) DO UPDATE SET staff_id = EXCLUDED.staff_id, assigned_at = EXCLUDED.assigned_at, assigned_by = EXCLUDED.assigned_by`,
      [applicationId, staffId, at.toISOString(), by],
    );
  },
};
