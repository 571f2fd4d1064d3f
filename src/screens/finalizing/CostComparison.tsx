import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoanSchedule } from '../../core/application';
import { formatCurrency } from '../format';
import { costBarWidths } from './costBars';

const useStyles = makeStyles({
  figure: { margin: 0, alignSelf: 'stretch', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, textAlign: 'start' },
  caption: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase300 },
  amount: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  track: { height: '1rem', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  bar: { height: '100%', borderRadius: tokens.borderRadiusMedium },
  payday: { backgroundColor: tokens.colorPaletteRedBackground3 },
  creditUnion: { backgroundColor: tokens.colorBrandBackground },
  basis: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  saving: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteGreenForeground1 },
});

/** What the payday figure assumes, from the schedule's `payday_basis` (the product file): "$15 per $100 every two weeks, renewed until paid". */
function PaydayBasis({ basis, className }: { basis: NonNullable<LoanSchedule['payday_basis']>; className: string }) {
  const { t } = useTranslation('finalizing');
  const days = basis.period_days;
  const period = t(`period.${days}`, { defaultValue: t('period.other', { days }) });
  const fee = formatCurrency(basis.fee_per_100).replace(/\.00$/, '');
  return <p className={className}>{t(basis.rolled_over ? 'basis.rolledOver' : 'basis.once', { fee, period })}</p>;
}

/**
 * The payday loan's fees and the credit union's finance charge of `schedule` (texts of the
 * `finalizing` namespace, which the finalizing screen registers), side by side as
 * two bars on one scale, with the saving when above 0 and what the payday figure assumes (the
 * product file's payday loan). The bars are one image whose name says both costs in words
 * (screen readers read that, not the drawing); the saving and the assumptions are text.
 */
export function CostComparison({ schedule }: { schedule: LoanSchedule }) {
  const { t } = useTranslation('finalizing');
  const styles = useStyles();
  const payday = formatCurrency(schedule.payday_finance_charge);
  const creditUnion = formatCurrency(schedule.finance_charge);
  const widths = costBarWidths(schedule.payday_finance_charge, schedule.finance_charge);
  const rows = [
    { key: 'payday', label: t('paydayLabel'), amount: payday, width: widths.payday, tone: styles.payday },
    { key: 'creditUnion', label: t('creditUnionLabel'), amount: creditUnion, width: widths.creditUnion, tone: styles.creditUnion },
  ];
  const description = `${t('payday', { payday })}. ${t('creditUnion', { financeCharge: creditUnion })}.`;
  return (
    <figure className={styles.figure} data-testid="finalizing-comparison">
      <figcaption className={styles.caption}>{t('compareTitle')}</figcaption>
      <div role="img" aria-label={description} className={styles.bars}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-bar={row.key}>
            <div className={styles.line}>
              <span>{row.label}</span>
              <span className={styles.amount}>{row.amount}</span>
            </div>
            <div className={styles.track}>
              <div className={`${styles.bar} ${row.tone}`} style={{ width: `${row.width}%` }} />
            </div>
          </div>
        ))}
      </div>
      {schedule.loan_savings > 0 && <p className={styles.saving}>{t('saving', { amount: formatCurrency(schedule.loan_savings) })}</p>}
      {schedule.payday_basis && <PaydayBasis basis={schedule.payday_basis} className={styles.basis} />}
    </figure>
  );
}
