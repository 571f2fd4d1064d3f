import type { ESignProvider } from '../domain/ports';
import type { Product } from '../flows/product';
import type { JobServices } from '../jobs/types';
import type { ApplicationRecord } from '../repos/applications';

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

/**
 * Domain services shared by every route (decorated on the Fastify instance as `services`),
 * typed by the domain's ports (server/domain/ports.ts), never by an adapter's class.
 */
export interface AppServices extends JobServices {
  limits: Limits;
  localMode: boolean;
  /** Listeners called after an application moves to PROCESSING_APPLICATION (its 'decide' job is already queued). */
  onReviewCompleted: Array<(event: ReviewCompletedEvent) => Promise<void> | void>;
  /** The e-signature provider (built-in or any other adapter of the port). */
  esign: ESignProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
