import type { RegistryWidgetsType } from '@rjsf/utils';
import { HiddenWidget } from './base/HiddenWidget';
import { TextWidget } from './base/TextWidget';
import { DateWidget } from './date/DateWidget';
import { PhoneWidget } from './phone/PhoneWidget';
import { SsnWidget } from './ssn/SsnWidget';
import { lazyWidget, type LazyWidget } from './shared/lazyWidget';
import { widgetNames, type WidgetName } from '../src/core/registryNames';

/**
 * Widgets the apply form does not show load on first use (they bring Fluent Select, Textarea,
 * the six-box code input and the amount parsing, which the budget of the first page cannot carry).
 */
const lazyWidgets = {
  currency: lazyWidget(() => import('./currency/CurrencyWidget').then((m) => m.CurrencyWidget)),
  otp: lazyWidget(() => import('./otp/OtpWidget').then((m) => m.OtpWidget)),
  accountSelect: lazyWidget(() => import('./account/AccountSelectWidget').then((m) => m.AccountSelectWidget)),
  textarea: lazyWidget(() => import('./base/TextareaWidget').then((m) => m.TextareaWidget)),
  select: lazyWidget(() => import('./base/SelectWidget').then((m) => m.SelectWidget)),
  choices: lazyWidget(() => import('./choices/ChoicesWidget').then((m) => m.ChoicesWidget)),
} satisfies Partial<Record<string, LazyWidget>>;

/** Loads the code of every lazily loaded widget (call once the first form is interactive). */
export function preloadWidgets(): Promise<unknown> {
  return Promise.all(Object.values(lazyWidgets).map((widget) => widget.preload()));
}

export { widgetNames, type WidgetName };

/**
 * The widget registry: every widget a uiSchema may name, built once. Pass it to RJSF with
 * `withTheme({ widgets, templates })`; see widgets/README.md for the options each one reads.
 */
export const widgets = {
  phone: PhoneWidget,
  ssn: SsnWidget,
  currency: lazyWidgets.currency,
  otp: lazyWidgets.otp,
  accountSelect: lazyWidgets.accountSelect,
  text: TextWidget,
  textarea: lazyWidgets.textarea,
  select: lazyWidgets.select,
  choices: lazyWidgets.choices,
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
export { useFormSetField, type FormSetField } from './shared/useFormSetField';
export { OTP_LENGTH, OTP_INCOMPLETE_KEY, OTP_ONLY_NUMBERS_KEY, isOtpComplete, otpSubmitError, digitsFromValue } from './otp/otpState';
