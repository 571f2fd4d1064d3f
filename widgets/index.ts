import type { RegistryWidgetsType } from '@rjsf/utils';
import { AccountSelectWidget } from './account/AccountSelectWidget';
import { HiddenWidget } from './base/HiddenWidget';
import { SelectWidget } from './base/SelectWidget';
import { TextareaWidget } from './base/TextareaWidget';
import { TextWidget } from './base/TextWidget';
import { CurrencyWidget } from './currency/CurrencyWidget';
import { DateWidget } from './date/DateWidget';
import { OtpWidget } from './otp/OtpWidget';
import { PhoneWidget } from './phone/PhoneWidget';
import { SsnWidget } from './ssn/SsnWidget';

/** Names a uiSchema may give in `ui:widget`, in the order of the registry. */
export const widgetNames = ['phone', 'ssn', 'currency', 'otp', 'accountSelect', 'text', 'textarea', 'select', 'date', 'hidden'] as const;

/** A name of {@link widgetNames}. */
export type WidgetName = (typeof widgetNames)[number];

/**
 * The widget registry: every widget a uiSchema may name, built once. Pass it to RJSF with
 * `withTheme({ widgets, templates })`; see widgets/README.md for the options each one reads.
 */
export const widgets = {
  phone: PhoneWidget,
  ssn: SsnWidget,
  currency: CurrencyWidget,
  otp: OtpWidget,
  accountSelect: AccountSelectWidget,
  text: TextWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  date: DateWidget,
  hidden: HiddenWidget,
} satisfies Record<WidgetName, RegistryWidgetsType[string]> as Record<WidgetName, RegistryWidgetsType[string]> & RegistryWidgetsType;

/** Whether `name` is a widget of the registry. */
export function isWidgetName(name: string): name is WidgetName {
  return (widgetNames as readonly string[]).includes(name);
}

/** The widget of that name; throws an error naming it (and the known names) when there is none. */
export function getWidget(name: string): RegistryWidgetsType[string] {
  if (!isWidgetName(name)) throw new Error(`Unknown widget "${name}". Known widgets: ${widgetNames.join(', ')}`);
  return widgets[name];
}

export { templates } from './templates';
export { OtpInput, type OtpInputProps } from './otp/OtpInput';
export { accountLabel } from './account/accountLabel';
export { formatUsd, formatThousands } from './currency/format';
export type { WidgetFormContext } from './shared/formContext';
export { OTP_LENGTH, OTP_INCOMPLETE_KEY, OTP_ONLY_NUMBERS_KEY, isOtpComplete, otpSubmitError, digitsFromValue } from './otp/otpState';
