import { useState } from 'react';
import { Button, Field, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePrintBatch } from '../../api/printBatch';
import { formatDay, utcDay } from '../../format';
import { DayInput } from '../../parts/DayInput';
import { saveFile } from '../../parts/saveFile';
import { Section } from '../../parts/Section';
import { useErrorText } from '../../parts/useErrorText';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: '12px', marginBottom: '12px' }, download: { marginTop: '26px' } });

/** The day's printable letters (notices the e-mail could not deliver) as one PDF to download. */
export function PrintBatch({ waiting }: { waiting: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const batch = usePrintBatch();
  const [date, setDate] = useState(() => utcDay(0));
  return (
    <Section title={t('notices.print.title')} id="print-batch">
      <p>{t('notices.print.help', { count: waiting })}</p>
      <div className={styles.row}>
        <Field label={t('notices.print.date')} hint={t('range.dayHint')}>
          <DayInput value={date} onChange={setDate} />
        </Field>
        <Button className={styles.download} appearance="primary" disabledFocusable={batch.isPending || !date}
          onClick={() => batch.mutate(date, { onSuccess: ({ blob, filename }) => saveFile(blob, filename) })}>
          {t('notices.print.download')}
        </Button>
      </div>
      <div aria-live="polite">
        {batch.isSuccess && (
          <MessageBar intent="success">
            <MessageBarBody>{t('notices.print.done', { file: batch.data.filename })}</MessageBarBody>
          </MessageBar>
        )}
        {batch.error && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{batch.error.status_code === 404 ? t('notices.print.empty', { date: formatDay(batch.variables, i18n.language) }) : errorText(batch.error)}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Section>
  );
}
