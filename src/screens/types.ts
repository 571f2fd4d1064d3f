import type { FlowStep } from '../core/flow/types';

/** Props every special screen of the registry receives from the router. */
export interface ScreenProps {
  /** The flow step the screen serves (absent on extra routes). */
  step?: FlowStep;
  /** The flow's `options` for this screen (i18n keys, targets...). */
  options?: Record<string, unknown>;
}
