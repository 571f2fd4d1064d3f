import { useState } from 'react';
import { Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { dayFieldText, parseDayField } from '../format';

/**
 * A day typed in the console's language (`mm/dd/yyyy` in English, `dd/mm/aaaa` in Spanish; a
 * browser's own date field follows the browser's language, not the page's). `value` and
 * `onChange` carry `YYYY-MM-DD`, '' while what is typed is not a real day. Put it in a Fluent
 * `Field` (label, hint, message).
 */
export function DayInput({ value, onChange }: { value: string; onChange(isoDay: string): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => dayFieldText(value, language));
  const [shownIn, setShownIn] = useState(language);
  if (shownIn !== language) {
    // The console's language changed: the same day, written the new way.
    setShownIn(language);
    setText(dayFieldText(value, language));
  }
  return (
    <Input
      lang={language}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('range.dayHint')}
      value={text}
      onChange={(_e, d) => {
        setText(d.value);
        onChange(parseDayField(d.value, language));
      }}
    />
  );
}
