/**
 * The names a flow may give for a widget (`ui:widget`) or a screen (`screen`), as pure data:
 * the browser's registries (widgets/index.ts, src/screens/registry.ts) are typed against these
 * lists, and the server and the flow checker read them without loading React.
 */

/** Names a uiSchema may give in `ui:widget`, in the order of the widget registry. */
export const widgetNames = ['phone', 'ssn', 'currency', 'otp', 'accountSelect', 'text', 'textarea', 'select', 'choices', 'date', 'hidden'] as const;

/** A name of {@link widgetNames}. */
export type WidgetName = (typeof widgetNames)[number];

/** Names a flow step may give in `screen`, in the order of the screen registry. */
export const screenNames = [
  'OtpVerify',
  'Review',
  'Processing',
  'OfferReview',
  'Sign',
  'Finalizing',
  'Completed',
  'Canceled',
  'Denied',
  'ProcessingError',
  'GenericError',
  'OfferDeclined',
] as const;

/** A name of {@link screenNames}. */
export type ScreenName = (typeof screenNames)[number];
