import { Button, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { readFormContext } from '../shared/formContext';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';

const LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalXS } as const;
const BUTTON_STYLE = { justifyContent: 'flex-start', width: '100%', minHeight: 48 } as const;

/**
 * A schema `enum` as one button per option (labels: `ui:enumNames` i18n keys), for a phone: one
 * press answers. The chosen option is pressed (`aria-pressed`). With the form context's `choose`
 * (StepHost), the press also sends the step when the form is then complete, so a question with
 * nothing else to fill takes one press; an option that needs more (the loan purpose "Other"
 * and its description) just shows what it needs, and Continue sends it. Stores the enum value.
 */
export function ChoicesWidget(props: WidgetProps) {
  const { id, name, value, required, disabled, readonly, rawErrors, hideError, hideLabel, options, registry } = props;
  const { label, hint, t } = useWidgetTexts(props);
  const { choose } = readFormContext(registry);
  const enumOptions = options.enumOptions ?? [];
  const off = !!disabled || !!readonly;

  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} rawErrors={rawErrors} hideError={hideError}>
      {(fieldProps) => (
        <div {...fieldProps} id={id} role="group" style={LIST_STYLE}>
          {enumOptions.map((option) => {
            const chosen = option.value === value;
            return (
              <Button
                key={String(option.value)}
                type="button"
                size="large"
                appearance={chosen ? 'primary' : 'outline'}
                aria-pressed={chosen}
                disabled={off || options.enumDisabled?.includes(option.value)}
                style={BUTTON_STYLE}
                onClick={() => {
                  props.onChange(option.value);
                  choose?.(name, option.value);
                }}
                onBlur={() => props.onBlur(id, value)}
                onFocus={() => props.onFocus(id, value)}
              >
                {t(option.label)}
              </Button>
            );
          })}
        </div>
      )}
    </WidgetField>
  );
}
