// Placeholder until branch `screens` is merged (the screens engineer owns this file).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from './types';

const placeholder = lazy(async () => ({ default: (_props: ScreenProps) => null }));

/** Special screens by the name flows use. */
export const screens = {
  OtpVerify: placeholder,
  Review: placeholder,
  Processing: placeholder,
  OfferReview: placeholder,
  Sign: placeholder,
  Finalizing: placeholder,
  Completed: placeholder,
  Canceled: placeholder,
  Denied: placeholder,
  ProcessingError: placeholder,
  GenericError: placeholder,
  OfferDeclined: placeholder,
} satisfies Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>;

/** Names of the registered screens. */
export const screenNames: string[] = Object.keys(screens);
