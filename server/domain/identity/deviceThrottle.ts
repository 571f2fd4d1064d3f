import type { Queryable } from '../../db/db';
import { fail } from '../../errors/apiError';
import type { Secrets } from '../../crypto/secrets';
import type { Clock } from '../ports';

/** What the device signal needs: the database, the keyed hash and, for the cap, its limit. */
export interface DeviceDeps {
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };
  secrets: Secrets;
}

/** First key of the per-device advisory lock (the second is hashtext(device_hash)). */
const DEVICE_LOCK_CLASS = 7321003;

/** The window of the per-device apply cap. */
const WINDOW_MS = 3_600_000;

/** What the browser sends when it could not compute a fingerprint (src/flow/visitorId.ts). */
const UNKNOWN_VISITOR = 'unknown';

/**
 * The keyed hash of a visitor id (the browser fingerprint sent with apply and verify), or null
 * when there is none or the browser could not compute one: those are never grouped together,
 * as a blocked script or an old browser is no sign of abuse.
 */
export function deviceHash(services: Pick<DeviceDeps, 'secrets'>, visitorId: unknown): string | null {
  if (typeof visitorId !== 'string' || !visitorId || visitorId === UNKNOWN_VISITOR) return null;
  return services.secrets.hmac('otp', `device\u0000${visitorId}`);
}

/**
 * Apply throttle per device, beside the per-phone cap and the per-address rate limit: refuses
 * (429 RATE_LIMITED, retry in an hour) the apply of a device that already applied
 * `limits.appliesPerDevicePerHour` times in the last hour, whatever the phone; counts this one
 * otherwise. Count and insert run in one transaction under a per-device advisory lock, so a
 * parallel burst from one device cannot pass the cap. Unknown devices are not limited here.
 */
export async function admitDeviceApply(services: DeviceDeps & { limits: { appliesPerDevicePerHour: number } }, visitorId: unknown, now: Date): Promise<void> {
  const device = deviceHash(services, visitorId);
  if (!device) return;
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const admitted = await services.db.transaction(async (tx: Queryable) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [DEVICE_LOCK_CLASS, device]);
    await tx.query('DELETE FROM device_applies WHERE device_hash = $1 AND created_at <= $2', [device, since]);
    const { rows } = await tx.query<{ n: number | string }>('SELECT count(*) AS n FROM device_applies WHERE device_hash = $1', [device]);
    if (Number(rows[0]?.n ?? 0) >= services.limits.appliesPerDevicePerHour) return false;
    await tx.query('INSERT INTO device_applies (device_hash, created_at) VALUES ($1, $2)', [device, now.toISOString()]);
    return true;
  });
  if (!admitted) throw fail.rateLimited(WINDOW_MS / 1000);
}

/**
 * Audit field of a verification: appends `identity_verified` to the application's events with
 * the device hash of the verifying browser (first 16 hex digits; none when unknown) and whether
 * it is the browser that applied. A risk signal for review, never a decision by itself.
 */
export async function auditVerifyingDevice(services: DeviceDeps & { now: Clock }, applicationId: string, step: string, applyVisitorId: unknown, verifyVisitorId: unknown): Promise<void> {
  const device = deviceHash(services, verifyVisitorId);
  const applied = deviceHash(services, applyVisitorId);
  const detail = { device: device?.slice(0, 16) ?? null, same_device_as_apply: device !== null && device === applied };
  await services.db.query(
    'INSERT INTO application_events (application_id, at, type, from_step, to_step, detail) VALUES ($1, $2, $3, $4, $4, $5::jsonb)',
    [applicationId, services.now().toISOString(), 'identity_verified', step, JSON.stringify(detail)],
  );
}
