import { Button } from '@fluentui/react-components';
import { getSubmitButtonOptions, getUiOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** i18n key of the submit button when `ui:submitButtonOptions.submitText` is not given. */
export const DEFAULT_SUBMIT_TEXT_KEY = 'common:buttons.continue';

/**
 * Fluent primary submit button. Text: the `ui:submitButtonOptions.submitText` i18n key
 * (default `common:buttons.continue`); `props.disabled` and `props.className` go to the
 * button; `norender: true` hides it.
 */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { t } = useTranslation();
  const { norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  // RJSF hands the options in as `{ "ui:options": { submitButtonOptions } }`; read the text
  // there, not from getSubmitButtonOptions, which puts an English "Submit" in its place.
  const configured: unknown = getUiOptions(uiSchema).submitButtonOptions;
  const submitText = typeof configured === 'object' && configured !== null ? (configured as { submitText?: unknown }).submitText : undefined;
  const textKey = typeof submitText === 'string' && submitText !== '' ? submitText : DEFAULT_SUBMIT_TEXT_KEY;
  return (
    <Button appearance="primary" type="submit" disabled={Boolean(props?.disabled)} className={props?.className}>
      {t(textKey)}
    </Button>
  );
}
