import type { ComponentType, LazyExoticComponent } from 'react';
import { screenNames, type ScreenName } from '../core/registryNames';
import { lazyPage, type LazyPage } from '../services/lazyPage';
import type { ScreenProps } from './types';

export { screenNames, type ScreenName };

/** A special screen: lazy-loaded, rendered by the router with the step's flow entry. */
export type ScreenComponent = LazyExoticComponent<ComponentType<ScreenProps>>;

/** How each screen's chunk is loaded (the lazy components below, and {@link preloadScreen}). */
const loaders = {
  OtpVerify: () => import('./otp/OtpVerifyScreen'),
  Review: () => import('./review/ReviewScreen'),
  Processing: () => import('./processing/ProcessingScreen'),
  OfferReview: () => import('./offer/OfferReviewScreen'),
  Sign: () => import('./sign/SignScreen'),
  Finalizing: () => import('./finalizing/FinalizingScreen'),
  Completed: () => import('./completed/CompletedScreen'),
  Canceled: () => import('./canceled/CanceledScreen'),
  Denied: () => import('./denied/DeniedScreen'),
  ProcessingError: () => import('./errors/ProcessingErrorScreen'),
  GenericError: () => import('./errors/GenericErrorScreen'),
  OfferDeclined: () => import('./offerDeclined/OfferDeclinedScreen'),
} satisfies Record<ScreenName, () => Promise<{ default: ComponentType<ScreenProps> }>>;

/**
 * The screen registry: every name a flow may give in `screen`, each loaded on demand.
 * Add a screen to `loaders` and in src/screens/README.md; flows naming anything else are rejected.
 */
const pages = Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazyPage(load)])) as Record<ScreenName, LazyPage<ScreenProps>>;

/** Every screen by name. */
export const screens = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.Component])) as Record<ScreenName, ScreenComponent>;

/** Loads a screen's chunk ahead (the page that leads to it), so that it shows at once when reached. */
export function preloadScreen(name: ScreenName): Promise<unknown> {
  return pages[name].preload();
}

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
