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

/**
 * A row of the export's pages, as little as the CSV needs and all of it text the driver passes
 * through unparsed: the id, and the time in UTC with its microseconds (the keyset goes on from
 * it; the CSV shows it to the millisecond, as Date#toISOString would). The detail is the parsed
 * JSON (the masking looks inside it).
 */
export interface ExportRow {
  id: string;
  application_id: string;
  product: string | null;
  at_utc: string;
  type: string;
  from_step: string | null;
  to_step: string | null;
  detail: unknown;
  staff_id: string | null;
  email: string | null;
  client_ip: string | null;
}

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

/**
 * Rows read per query of the CSV export: memory holds one page, however long the range, and
 * turning a page into CSV is short enough for other requests (a health check) to be answered
 * between two pages.
 */
export const EXPORT_PAGE_ROWS = 500;

/**
 * The same on PGlite: its queries run in this thread (WebAssembly), a page of 500 rows blocking
 * it for 20 ms and more on a busy machine; pages of 200 keep each turn short.
 */
export const PGLITE_EXPORT_PAGE_ROWS = 200;

/** The export's time: `at_utc` cut to the millisecond, as Date#toISOString writes it. */
export const exportedAt = (row: Pick<ExportRow, 'at_utc'>): string => `${row.at_utc.slice(0, 23)}Z`;

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
   * one before (keyset, on the (at, id) index), so memory holds one page, no transaction or
   * connection stays open between pages, and other requests run between them.
   */
  async *inRangeRows(q: Queryable, from: Date, to: Date, product: string | null, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<ExportRow[]> {
    let after: { at: string; id: string } | null = null;
    for (;;) {
      // The first page from the range's start, each next one after the last row (keyset on the (at, id) index).
      const page: { rows: ExportRow[] } = await q.query<ExportRow>(
        `SELECT e.id::text AS id, e.application_id, a.product, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_utc,
                e.type, e.from_step, e.to_step, e.detail, e.staff_id, e.client_ip, u.email
         FROM application_events e JOIN applications a ON a.id = e.application_id LEFT JOIN staff_users u ON u.id = e.staff_id
         WHERE e.at >= $1 AND e.at < $2 ${after ? 'AND (e.at, e.id) > ($4::timestamptz, $5::bigint)' : ''} AND ($3::text IS NULL OR a.product = $3)
         ORDER BY e.at, e.id LIMIT ${after ? '$6' : '$4'}`,
        after ? [from.toISOString(), to.toISOString(), product, after.at, after.id, pageRows] : [from.toISOString(), to.toISOString(), product, pageRows],
      );
      const rows = page.rows;
      if (!rows.length) return;
      const last = rows[rows.length - 1];
      // The time to the microsecond: a JavaScript Date would cut it to milliseconds.
      after = { at: last.at_utc, id: last.id };
      yield rows;
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
