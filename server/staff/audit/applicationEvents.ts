import type { Queryable } from '../../db/db';
import { maskDetail } from './mask';

/** One event as staff see it (schemas/api/staff/audit-event.schema.json). */
export interface StaffAuditEvent {
  id: string;
  at: string;
  type: string;
  from_step: string | null;
  to_step: string | null;
  actor: { staff_id: string; email: string; display_name: string } | null;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** An event with its application's product (the CSV export). */
export interface ExportedEvent extends StaffAuditEvent {
  application_id: string;
  product: string;
}

interface Row {
  id: string | number;
  application_id: string;
  product?: string;
  at: Date | string;
  type: string;
  from_step: string | null;
  to_step: string | null;
  detail: Record<string, unknown>;
  staff_id: string | null;
  email: string | null;
  display_name: string | null;
  client_ip: string | null;
}

/** A row of the export's pages: with its time as the database's text (the keyset goes on from it). */
type PageRow = Row & { at_key: string };

function toEvent(r: Row): StaffAuditEvent {
  return {
    id: String(r.id),
    at: new Date(r.at).toISOString(),
    type: r.type,
    from_step: r.from_step,
    to_step: r.to_step,
    actor: r.staff_id ? { staff_id: r.staff_id, email: r.email ?? '', display_name: r.display_name ?? '' } : null,
    ip: r.client_ip,
    detail: maskDetail(r.detail ?? {}) as Record<string, unknown>,
  };
}

const SELECT = `SELECT e.id, e.application_id, e.at, e.type, e.from_step, e.to_step, e.detail, e.staff_id, e.client_ip, u.email, u.display_name
  FROM application_events e LEFT JOIN staff_users u ON u.id = e.staff_id`;

/** Rows read per query of the CSV export: memory stays at one page, however long the range. */
export const EXPORT_PAGE_ROWS = 1000;

/** Reads applications' audit trails for staff, personal data masked. */
export const applicationEventsRepo = {
  /** Every event of an application, oldest first. */
  async forApplication(q: Queryable, applicationId: string): Promise<StaffAuditEvent[]> {
    const { rows } = await q.query<Row>(`${SELECT} WHERE e.application_id = $1 ORDER BY e.id`, [applicationId]);
    return rows.map(toEvent);
  },

  /**
   * Events in [from, to) (of one product or all), in order (time, then id), a page of
   * `pageRows` at a time: each page is one short query that starts after the last row of the
   * one before (keyset), so memory holds one page and other requests run between pages.
   */
  async *inRangePages(q: Queryable, from: Date, to: Date, product: string | null, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<ExportedEvent[]> {
    let after: { at: string; id: string } | null = null;
    for (;;) {
      // The first page from the range's start, each next one after the last row (keyset on the (at, id) index).
      const page: { rows: PageRow[] } = await q.query<PageRow>(
        `SELECT e.id, e.application_id, a.product, e.at, e.at::text AS at_key, e.type, e.from_step, e.to_step, e.detail, e.staff_id, e.client_ip, u.email, u.display_name
         FROM application_events e JOIN applications a ON a.id = e.application_id LEFT JOIN staff_users u ON u.id = e.staff_id
         WHERE e.at >= $1 AND e.at < $2 ${after ? 'AND (e.at, e.id) > ($4::timestamptz, $5::bigint)' : ''} AND ($3::text IS NULL OR a.product = $3)
         ORDER BY e.at, e.id LIMIT ${after ? '$6' : '$4'}`,
        after ? [from.toISOString(), to.toISOString(), product, after.at, after.id, pageRows] : [from.toISOString(), to.toISOString(), product, pageRows],
      );
      const rows = page.rows;
      if (!rows.length) return;
      const last: PageRow = rows[rows.length - 1];
      // The time as the database has it (microseconds): a JavaScript Date would cut it to milliseconds.
      after = { at: last.at_key, id: String(last.id) };
      yield rows.map((r: PageRow) => ({ ...toEvent(r), application_id: r.application_id, product: r.product ?? '' }));
      if (rows.length < pageRows) return;
    }
  },

  /** Appends a staff action on an application that changes no step (assignment, job retry). */
  async addStaffAction(q: Queryable, applicationId: string, at: Date, type: string, staffId: string, ip: string | null, detail: Record<string, unknown>): Promise<void> {
    await q.query(
      'INSERT INTO application_events (application_id, at, type, detail, staff_id, client_ip) VALUES ($1, $2, $3, $4::jsonb, $5, $6)',
      [applicationId, at.toISOString(), type, JSON.stringify(detail), staffId, ip],
    );
  },
};
