import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { OtpInput } from './OtpInput';

/** RJSF widget of a one-time code field: {@link OtpInput} storing the digits (undefined when empty). */
export function OtpWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, autofocus, rawErrors, hideError, schema } = props;
  return (
    <OtpInput
      id={id}
      value={typeof value === 'string' ? value : ''}
      label={schema.title ? t(schema.title) : undefined}
      error={hideError ? undefined : rawErrors?.[0]}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(code) => props.onChange(code === '' ? undefined : code)}
    />
  );
}
