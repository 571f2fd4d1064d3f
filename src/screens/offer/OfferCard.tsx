import { forwardRef, type KeyboardEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LoanSchedule } from '../../core/application';
import { formatCurrency, formatLongDate, formatPercent } from '../format';

const useStyles = makeStyles({
  card: {
    display: 'block',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  mark: { color: tokens.colorBrandForeground1, fontSize: '24px', flexShrink: 0 },
  terms: { display: 'grid', gridTemplateColumns: 'auto auto', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  value: { margin: 0, textAlign: 'end', fontWeight: tokens.fontWeightSemibold },
});

/** Props of one offer card. */
export interface OfferCardProps {
  schedule: LoanSchedule;
  checked: boolean;
  /** Whether the card is the group's tab stop (roving tab index). */
  tabbable: boolean;
  onSelect(): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

/**
 * One loan schedule as a radio button (role radio, aria-checked): header with the amount
 * financed and the number of payments, then the Truth-in-Lending terms. Click, Enter or Space selects.
 */
export const OfferCard = forwardRef<HTMLDivElement, OfferCardProps>(function OfferCard(
  { schedule, checked, tabbable, onSelect, onKeyDown },
  ref,
) {
  const { t, i18n } = useTranslation('screens');
  const styles = useStyles();
  const id = `offer-${schedule.offer_id}`;
  const rows: Array<[string, string]> = [
    [t('offer.apr'), formatPercent(schedule.annual_interest_rate)],
    [t('offer.financeCharge'), formatCurrency(schedule.finance_charge)],
    [t('offer.amountFinanced'), formatCurrency(schedule.amount_financed)],
    [t('offer.totalOfPayments'), formatCurrency(schedule.total_of_payments)],
    [t('offer.numberOfPayments'), String(schedule.number_of_payments)],
    [t('offer.monthlyPayment'), formatCurrency(schedule.amount_of_payments)],
    [t('offer.firstPaymentDate'), formatLongDate(schedule.initial_payment_date, i18n.language)],
    [t('offer.finalPaymentDate'), formatLongDate(schedule.final_payment_date, i18n.language)],
  ];
  return (
    <div
      ref={ref}
      role="radio"
      aria-checked={checked}
      aria-labelledby={`${id}-header`}
      aria-describedby={`${id}-terms`}
      tabIndex={tabbable ? 0 : -1}
      className={mergeClasses(styles.card, checked && styles.selected)}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        } else onKeyDown(event);
      }}
      data-offer-id={schedule.offer_id}
    >
      <p id={`${id}-header`} className={styles.header}>
        <span>{t('offer.cardHeader', { amount: formatCurrency(schedule.amount_financed), count: schedule.number_of_payments })}</span>
        {checked && <CheckmarkCircleFilled className={styles.mark} aria-hidden="true" />}
      </p>
      <dl id={`${id}-terms`} className={styles.terms}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
