import { Textarea } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';

/** Multi-line Fluent `Textarea`; `ui:options.rows` sets its height. Stores the text (undefined when empty). */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options } = props;
  const readOnly = !!readonly;
  const { label, hint, placeholder } = useWidgetTexts(props);
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} rawErrors={rawErrors} hideError={hideError}>
      <Textarea
        id={id}
        name={props.htmlName ?? id}
        rows={rows}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autofocus}
        maxLength={typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined}
        onChange={(_event, data) => props.onChange(data.value === '' ? options.emptyValue : data.value)}
        onBlur={(event) => props.onBlur(id, event.target.value)}
        onFocus={(event) => props.onFocus(id, event.target.value)}
      />
    </WidgetField>
  );
}
