import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { screenNames, type ScreenName } from '../core/registryNames';
import type { ScreenProps } from './types';

export { screenNames, type ScreenName };

/** A special screen: lazy-loaded, rendered by the router with the step's flow entry. */
export type ScreenComponent = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The screen registry: every name a flow may give in `screen`, each loaded on demand.
 * Add a screen here and in src/screens/README.md; flows naming anything else are rejected.
 */
export const screens = {
  OtpVerify: lazy(() => import('./otp/OtpVerifyScreen')),
  Review: lazy(() => import('./review/ReviewScreen')),
  Processing: lazy(() => import('./processing/ProcessingScreen')),
  OfferReview: lazy(() => import('./offer/OfferReviewScreen')),
  Sign: lazy(() => import('./sign/SignScreen')),
  Finalizing: lazy(() => import('./finalizing/FinalizingScreen')),
  Completed: lazy(() => import('./completed/CompletedScreen')),
  Canceled: lazy(() => import('./canceled/CanceledScreen')),
  Denied: lazy(() => import('./denied/DeniedScreen')),
  ProcessingError: lazy(() => import('./errors/ProcessingErrorScreen')),
  GenericError: lazy(() => import('./errors/GenericErrorScreen')),
  OfferDeclined: lazy(() => import('./offerDeclined/OfferDeclinedScreen')),
} satisfies Record<ScreenName, ScreenComponent>;

/** Whether `name` is a registered screen. */
export function isScreenName(name: string): name is ScreenName {
  return Object.prototype.hasOwnProperty.call(screens, name);
}

/**
 * The screen of that name; throws an error naming it, where it is used (`usedBy`, e.g.
 * "step USER_REVIEW") and the known screens when there is none.
 */
export function getScreen(name: string, usedBy?: string): ScreenComponent {
  if (!isScreenName(name)) throw new Error(`Unknown screen "${name}"${usedBy ? ` in ${usedBy}` : ''}. Known screens: ${Object.keys(screens).join(', ')}`);
  return screens[name];
}
