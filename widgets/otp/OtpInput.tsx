import { useRef, useState, type ClipboardEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  applyBackspace, applyPaste, applyTyping, digitsFromValue, isOtpComplete, moveFocus,
  OTP_LENGTH, otpValue, type OtpDigits, type OtpEdit,
} from './otpState';

/** Inline styles: Griffel's runtime `makeStyles` would add ~8 KB gzip to the /apply page. */
const styles = {
  boxes: { display: 'flex', gap: '8px' },
  box: { width: '3rem', minWidth: '0' },
  digit: { textAlign: 'center', fontSize: '1.25rem' },
} satisfies Record<string, CSSProperties>;

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /** The code typed so far (digits). */
  value: string;
  /** Called with the code after every edit. */
  onChange: (value: string) => void;
  /** Called with the code once all six boxes hold a digit. */
  onComplete?: (value: string) => void;
  /** A translated error to show (e.g. a wrong code); a rejected paste shows its own message. */
  error?: string;
  /** Disables every box. */
  disabled?: boolean;
  /** Id of the first box (the label points to it). */
  id?: string;
  /** Translated label; default `forms:widgets.otp.label` ("Verification code"). */
  label?: string;
  /** Focus the first box on mount. */
  autoFocus?: boolean;
}

/**
 * Six single-digit boxes of a one-time code (SPEC section 5 "One-time code"). Typing moves to
 * the next box, a digits-only paste fills them, Backspace and the arrow keys move between them.
 * The first box carries `autocomplete="one-time-code"` so phones can fill the code from an SMS.
 */
export function OtpInput({ value, onChange, onComplete, error, disabled, id = 'otp', label, autoFocus }: OtpInputProps) {
  const { t } = useTranslation();
  const [typed, setDigits] = useState<OtpDigits>(() => digitsFromValue(value));
  // The boxes as typed while they match `value`; the digits of `value` after a change from outside.
  const digits = otpValue(typed) === value ? typed : digitsFromValue(value);
  const [pasteError, setPasteError] = useState<string | undefined>();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const apply = (edit: OtpEdit) => {
    setPasteError(edit.error ? t(edit.error) : undefined);
    boxes.current[edit.focus]?.focus();
    if (edit.digits === digits) return;
    setDigits(edit.digits);
    const code = otpValue(edit.digits);
    onChange(code);
    if (isOtpComplete(edit.digits)) onComplete?.(code);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(applyBackspace(digits, index));
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      boxes.current[moveFocus(index, event.key === 'ArrowLeft' ? 'left' : 'right', digits.length)]?.focus();
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(applyPaste(digits, index, event.clipboardData.getData('text')));
  };

  const message = pasteError ?? error;
  return (
    <Field
      label={{ children: label ?? t('forms:widgets.otp.label'), htmlFor: `${id}-0` }}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <div role="group" aria-labelledby={fieldProps['aria-labelledby']} style={styles.boxes}>
          {digits.map((digit, index) => (
            <Input
              key={index}
              id={`${id}-${index}`}
              ref={(el) => {
                boxes.current[index] = el;
              }}
              style={styles.box}
              input={{ style: styles.digit }}
              value={digit}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t('forms:widgets.otp.digitLabel', { index: index + 1, count: OTP_LENGTH })}
              // Fluent's Field would point boxes 2-6 at the field label ("Verification code"), hiding "Digit n of 6".
              aria-labelledby=""
              aria-describedby={fieldProps['aria-describedby']}
              aria-invalid={message ? true : undefined}
              disabled={disabled}
              autoFocus={autoFocus && index === 0}
              onFocus={(event) => event.target.select()}
              onChange={(event) => apply(applyTyping(digits, index, event.target.value))}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
            />
          ))}
        </div>
      )}
    </Field>
  );
}
