import { useState, type FormEvent } from 'react';
import { Button, Field, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../api/auditExport';
import { daysBetween, utcDay } from '../format';
import { DayInput } from './DayInput';
import { ProductFilter } from './ProductFilter';

/** The longest range the server accepts, in days (server/staff/README.md). */
export const MAX_RANGE_DAYS = 366;

const useStyles = makeStyles({ form: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: '16px', marginBottom: '16px' }, submit: { marginTop: '26px' } });

/**
 * From and to (UTC days, inclusive, written in the console's language; the last 30 days to start with) and a product: checked
 * here as the server checks them (a real day each, not backwards, at most 366 days), then given
 * to `onSubmit`.
 */
export function DateRangeForm({ submit, busy, onSubmit }: { submit: string; busy?: boolean; onSubmit(range: DateRange): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => utcDay(-29));
  const [to, setTo] = useState(() => utcDay(0));
  const [product, setProduct] = useState('');
  const [problem, setProblem] = useState<{ from?: string; to?: string }>({});
  const check = (event: FormEvent) => {
    event.preventDefault();
    const days = daysBetween(from, to);
    const next = {
      from: Number.isNaN(daysBetween(from, from)) ? t('range.invalidDay') : undefined,
      to: Number.isNaN(daysBetween(to, to)) ? t('range.invalidDay') : days < 0 ? t('range.backwards') : days >= MAX_RANGE_DAYS ? t('range.tooLong', { max: MAX_RANGE_DAYS }) : undefined,
    };
    setProblem(next);
    if (!next.from && !next.to) onSubmit({ from, to, ...(product ? { product } : {}) });
  };
  return (
    <form className={styles.form} onSubmit={check} noValidate>
      <Field label={t('range.from')} hint={t('range.dayHint')} validationMessage={problem.from}>
        <DayInput value={from} onChange={setFrom} />
      </Field>
      <Field label={t('range.to')} hint={t('range.dayHint')} validationMessage={problem.to}>
        <DayInput value={to} onChange={setTo} />
      </Field>
      <ProductFilter value={product} onChange={setProduct} />
      <Button className={styles.submit} type="submit" appearance="primary" disabledFocusable={busy}>
        {submit}
      </Button>
    </form>
  );
}
