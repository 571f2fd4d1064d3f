import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FunnelSlice } from '../api/types';
import { formatPercent } from '../format';
import { BarTable, type Bar } from './BarTable';

/** The outcomes, in the order the charts list them. */
const OUTCOMES = ['approved', 'denied', 'manual_review', 'funded', 'canceled', 'declined', 'processing_error'] as const;

const useStyles = makeStyles({ charts: { display: 'flex', flexDirection: 'column', gap: '20px' } });

/** One slice of the funnel: applications per step with conversion, the outcomes, and denials by reason. */
export function FunnelCharts({ slice, name }: { slice: FunnelSlice; name: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const steps: Bar[] = slice.steps.map((s) => ({
    key: s.step,
    label: t(`steps.${s.step}`, { defaultValue: s.step }),
    value: s.applications,
    note: s.conversion === null ? undefined : formatPercent(s.conversion, 1),
  }));
  const outcomes: Bar[] = OUTCOMES.map((o) => ({ key: o, label: t(`funnel.outcomes.${o}`), value: slice.outcomes[o] }));
  const denied: Bar[] = Object.entries(slice.outcomes.denied_by_reason)
    .sort(([, a], [, b]) => b - a)
    .map(([code, count]) => ({ key: code, label: t(`reasons.${code}`, { defaultValue: code }), value: count }));
  return (
    <div className={styles.charts}>
      <BarTable caption={t('funnel.stepsCaption', { name })} bars={steps} labelHeader={t('funnel.step')} valueHeader={t('funnel.applications')} noteHeader={t('funnel.conversion')} />
      <BarTable caption={t('funnel.outcomesCaption', { name })} bars={outcomes} labelHeader={t('funnel.outcome')} valueHeader={t('funnel.applications')} />
      {denied.length > 0 && <BarTable caption={t('funnel.deniedCaption', { name })} bars={denied} labelHeader={t('funnel.reason')} valueHeader={t('funnel.applications')} />}
    </div>
  );
}
