import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'end', marginBottom: '16px' },
  input: { minWidth: '14rem' },
});

/**
 * "Find an application": the reference a member reads out (`PAL-7Q4K-2M`; case, spaces and dashes
 * do not matter, the server reads O as 0 and I or L as 1) or an application id opens that
 * application's screen; one the server does not know shows there as not available.
 */
export function FindApplication() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted) navigate(`/reviews/${encodeURIComponent(wanted)}`);
  };
  return (
    <form className={styles.form} role="search" aria-label={t('find.label')} onSubmit={onSubmit}>
      <Field label={t('find.label')} hint={t('find.hint')}>
        <Input className={styles.input} value={text} onChange={(_e, d) => setText(d.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <Button type="submit">{t('find.submit')}</Button>
    </form>
  );
}
