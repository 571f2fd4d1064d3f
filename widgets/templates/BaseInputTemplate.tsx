import type { ChangeEvent } from 'react';
import { Input } from '@fluentui/react-components';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { autocompleteOf } from '../shared/texts';

/**
 * The one-line input every text-like widget renders: a Fluent `Input` in a Fluent `Field`.
 * Reads `ui:autocomplete`, `ui:placeholder` (i18n key) and `ui:help` (i18n key); numbers in
 * the schema are parsed, an empty input stores `ui:emptyValue` (default undefined).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options, schema } = props;
  const readOnly = !!readonly;
  const { label, hint, placeholder } = useWidgetTexts(props);
  const numeric = schema.type === 'number' || schema.type === 'integer';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (props.onChangeOverride) return props.onChangeOverride(event);
    const text = event.target.value;
    if (text === '') return props.onChange(options.emptyValue);
    props.onChange(numeric && Number.isFinite(Number(text)) ? Number(text) : text);
  };

  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} rawErrors={rawErrors} hideError={hideError}>
      <Input
        id={id}
        name={props.htmlName ?? id}
        type={(type as 'text' | 'email' | 'number' | 'password' | 'search' | 'tel' | 'url' | undefined) ?? (numeric ? 'number' : 'text')}
        autoComplete={autocompleteOf(options)}
        placeholder={placeholder}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autofocus}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        onChange={handleChange}
        onBlur={(event) => props.onBlur(id, event.target.value)}
        onFocus={(event) => props.onFocus(id, event.target.value)}
      />
    </WidgetField>
  );
}
