import { Select } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';

/**
 * Native Fluent `Select` of a schema `enum`. Option labels are `ui:enumNames` i18n keys
 * (RJSF hands them in `options.enumOptions`); `ui:placeholder` is the empty first option.
 * Stores the enum value itself (undefined for the placeholder).
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options } = props;
  const readOnly = !!readonly;
  const { label, hint, t, placeholder } = useWidgetTexts(props);
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions.findIndex((o) => o.value === value);

  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} rawErrors={rawErrors} hideError={hideError}>
      <Select
        id={id}
        name={props.htmlName ?? id}
        value={selected < 0 ? '' : String(selected)}
        disabled={disabled || readOnly}
        autoFocus={autofocus}
        onChange={(_event, data) => props.onChange(data.value === '' ? undefined : enumOptions[Number(data.value)]?.value)}
        onBlur={() => props.onBlur(id, value)}
        onFocus={() => props.onFocus(id, value)}
      >
        <option value="">{placeholder ?? t('forms:widgets.select.placeholder')}</option>
        {enumOptions.map((option, index) => (
          <option key={String(option.value)} value={String(index)} disabled={options.enumDisabled?.includes(option.value)}>
            {t(option.label)}
          </option>
        ))}
      </Select>
    </WidgetField>
  );
}
