import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useErrorsShown } from '../shared/errorVisibility';
import { OtpInput } from './OtpInput';

/** RJSF widget of a one-time code field: {@link OtpInput} storing the digits (undefined when empty); errors once the field is touched. */
export function OtpWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, autofocus, rawErrors, hideError, schema } = props;
  const readOnly = !!readonly;
  const shown = useErrorsShown();
  return (
    <OtpInput
      id={id}
      value={typeof value === 'string' ? value : ''}
      label={schema.title ? t(schema.title) : undefined}
      error={hideError || !shown ? undefined : rawErrors?.[0]}
      disabled={disabled || readOnly}
      autoFocus={autofocus}
      onChange={(code) => props.onChange(code === '' ? undefined : code)}
    />
  );
}
