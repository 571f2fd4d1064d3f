import type { Queryable } from '../../db/db';

/** A staff action outside an application's trail (sign-in, sign-out, export, account change). */
export interface StaffEventInput {
  type: string;
  /** Null for a sign-in try whose account is unknown. */
  staffId: string | null;
  ip: string | null;
  /** No applicant personal data. */
  detail?: Record<string, unknown>;
}

/** The staff_events table (append only). */
export const staffEventsRepo = {
  async add(q: Queryable, at: Date, event: StaffEventInput): Promise<void> {
    await q.query('INSERT INTO staff_events (at, staff_id, type, detail, client_ip) VALUES ($1, $2, $3, $4::jsonb, $5)', [
      at.toISOString(), event.staffId, event.type, JSON.stringify(event.detail ?? {}), event.ip,
    ]);
  },
};
