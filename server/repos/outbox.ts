import type { Queryable } from '../db/db';

/** A message the built-in SMS adapter sent. */
export interface OutboxMessage {
  to: string;
  channel: string;
  body: string;
  sent_at: string;
}

/** The outbox table of the built-in SMS adapter (read by GET /api/dev/outbox). */
export const outboxRepo = {
  async add(q: Queryable, message: OutboxMessage): Promise<void> {
    await q.query('INSERT INTO outbox ("to", channel, body, sent_at) VALUES ($1, $2, $3, $4)', [message.to, message.channel, message.body, message.sent_at]);
  },
  /** Newest first. */
  async list(q: Queryable, limit = 50): Promise<OutboxMessage[]> {
    const { rows } = await q.query<{ to: string; channel: string; body: string; sent_at: Date | string }>(
      'SELECT "to", channel, body, sent_at FROM outbox ORDER BY id DESC LIMIT $1',
      [limit],
    );
    return rows.map((r) => ({ ...r, sent_at: new Date(r.sent_at).toISOString() }));
  },
};
