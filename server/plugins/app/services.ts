import type { Brand } from '../../config/brand';
import type { Env } from '../../config/env';
import type { Secrets } from '../../crypto/secrets';
import type { Db } from '../../db/db';
import type { Product } from '../../flows/product';
import type { MemberDirectory } from '../../adapters/members/directory';
import type { SmsSender } from '../../adapters/sms/smsSender';
import type { ApplicationRecord } from '../../repos/applications';
import type { BuiltinESignProvider } from '../../adapters/esign';
import type { FundingLedger } from '../../adapters/ledger/ledger';
import type { JobWorker } from '../../jobs/worker';

/** Limits of the identity step (DESIGN section 5); tests may lower or raise them. */
export interface Limits {
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpResendCooldownSeconds: number;
  otpMaxResends: number;
  appliesPerPhonePerHour: number;
  /** Applies per browser (visitor id) per hour, whatever the phone (server/domain/identity/deviceThrottle.ts). */
  appliesPerDevicePerHour: number;
  /** Requests per minute per client IP on apply and the otp calls. */
  identityRequestsPerIpPerMinute: number;
  /** Days a denied member waits before a new application. */
  reapplyWaitDays: number;
}

/** Default limits. */
export const DEFAULT_LIMITS: Limits = {
  otpTtlSeconds: 600,
  otpMaxAttempts: 5,
  otpResendCooldownSeconds: 30,
  otpMaxResends: 5,
  appliesPerPhonePerHour: 5,
  appliesPerDevicePerHour: 20,
  identityRequestsPerIpPerMinute: 30,
  reapplyWaitDays: 7,
};

/** Event handed to `onReviewCompleted` listeners (after the decision job was queued). */
export interface ReviewCompletedEvent {
  application: ApplicationRecord;
  product: Product;
}

/** Domain services shared by every route (decorated on the Fastify instance as `services`). */
export interface AppServices {
  env: Env;
  db: Db;
  secrets: Secrets;
  /** The clock; every time decision reads it (tests inject their own). */
  now: () => Date;
  products: ReadonlyMap<string, Product>;
  members: MemberDirectory;
  sms: SmsSender;
  limits: Limits;
  localMode: boolean;
  /** The brand of this deployment (BRAND_FILE, default flows/brand.json); notices, SMS and the web app read it. */
  brand: Brand;
  /** Listeners called after an application moves to PROCESSING_APPLICATION (its 'decide' job is already queued). */
  onReviewCompleted: Array<(event: ReviewCompletedEvent) => Promise<void> | void>;
  /** The built-in signing ceremony. */
  esign: BuiltinESignProvider;
  /** The loan ledger that books and disburses loans. */
  ledger: FundingLedger;
  /** This process's job worker (polling unless JOBS=off; `drain()` runs due jobs now). */
  jobs: JobWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
