import { Button } from '@fluentui/react-components';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** i18n key of the submit button when `ui:submitButtonOptions.submitText` is not given. */
export const DEFAULT_SUBMIT_TEXT_KEY = 'common:buttons.continue';

/**
 * Fluent primary submit button. Text: the `ui:submitButtonOptions.submitText` i18n key
 * (default `common:buttons.continue`); `props` (e.g. `disabled`) go to the button;
 * `norender: true` hides it.
 */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { t } = useTranslation();
  const configured: unknown = uiSchema?.['ui:submitButtonOptions'];
  const { norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const textKey =
    typeof configured === 'object' && configured !== null && typeof (configured as { submitText?: unknown }).submitText === 'string'
      ? (configured as { submitText: string }).submitText
      : DEFAULT_SUBMIT_TEXT_KEY;
  const { disabled, className } = props ?? {};
  return (
    <Button appearance="primary" type="submit" disabled={Boolean(disabled)} className={className}>
      {t(textKey)}
    </Button>
  );
}
