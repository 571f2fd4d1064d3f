import { forwardRef, type KeyboardEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LoanSchedule } from '../../core/application';
import { formatCurrency, formatLongDate, formatPercent } from '../format';
import { offerMoney } from './offerMoney';
import { offerPayments } from '../../core/pricing/offerPayments';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
    ':focus-visible': { outline: `${tokens.strokeWidthThicker} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  mark: { color: tokens.colorNeutralStrokeAccessible, fontSize: '24px', flexShrink: 0 },
  markSelected: { color: tokens.colorBrandForeground1 },
  money: { margin: 0, color: tokens.colorNeutralForeground2 },
  terms: { display: 'grid', gridTemplateColumns: 'auto auto', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  value: { margin: 0, textAlign: 'end', fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  choice: { margin: 0, marginTop: 'auto', fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
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
 * One loan schedule as a radio button (role radio, aria-checked), named by what the member
 * understands: "6 monthly payments of $90.20" (or "3 monthly payments: 2 of $343.39 and a last one of $343.36"
 * when the last is less), with a radio mark (a circle, a check once chosen).
 * Then the money in the member's words ("Loan $500.00, application fee $8.07, you receive
 * $491.93", `offerMoney`), the Truth-in-Lending terms (values on one line) and "Choose this offer"
 * or "Selected". Click, Enter or Space selects.
 */
export const OfferCard = forwardRef<HTMLDivElement, OfferCardProps>(function OfferCard(
  { schedule, checked, tabbable, onSelect, onKeyDown },
  ref,
) {
  const { t, i18n } = useTranslation('screens');
  const styles = useStyles();
  const id = `offer-${schedule.offer_id}`;
  const money = offerMoney(schedule);
  const moneyLine =
    money.principal === null
      ? t('offer:youReceive', { financed: formatCurrency(money.financed) })
      : money.fee > 0
        ? t('offer:loanWithFee', { principal: formatCurrency(money.principal), fee: formatCurrency(money.fee), financed: formatCurrency(money.financed) })
        : t('offer:loanWithoutFee', { principal: formatCurrency(money.principal) });
  const asked = money.requested !== null ? ` ${t('offer:askedFor', { amount: formatCurrency(money.requested) })}` : '';
  const payments = offerPayments(schedule);
  const header = payments.lastDiffers
    ? t('offer:cardHeaderLastDiffers', {
        count: schedule.number_of_payments,
        level: schedule.number_of_payments - 1,
        amount: formatCurrency(payments.level),
        final: formatCurrency(payments.final),
      })
    : t('offer:cardHeader', { count: schedule.number_of_payments, amount: formatCurrency(payments.level) });
  const rows: Array<[string, string]> = [
    [t('offer:apr'), formatPercent(schedule.annual_interest_rate)],
    [t('offer:financeCharge'), formatCurrency(schedule.finance_charge)],
    [t('offer:amountFinanced'), formatCurrency(schedule.amount_financed)],
    [t('offer:totalOfPayments'), formatCurrency(schedule.total_of_payments)],
    [t('offer:numberOfPayments'), String(schedule.number_of_payments)],
    [t('offer:monthlyPayment'), formatCurrency(payments.level)],
    ...(payments.lastDiffers ? [[t('offer:finalPaymentAmount'), formatCurrency(payments.final)] as [string, string]] : []),
    [t('offer:firstPaymentDate'), formatLongDate(schedule.initial_payment_date, i18n.language)],
    [t('offer:finalPaymentDate'), formatLongDate(schedule.final_payment_date, i18n.language)],
  ];
  const Mark = checked ? CheckmarkCircleFilled : CircleRegular;
  return (
    <div
      ref={ref}
      role="radio"
      aria-checked={checked}
      aria-labelledby={`${id}-header`}
      aria-describedby={`${id}-money ${id}-terms`}
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
      <p className={styles.header}>
        <Mark className={mergeClasses(styles.mark, checked && styles.markSelected)} aria-hidden="true" />
        <span id={`${id}-header`}>
          {header}
        </span>
      </p>
      <p id={`${id}-money`} className={styles.money}>
        {moneyLine}
        {asked}
      </p>
      <dl id={`${id}-terms`} className={styles.terms}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {/* aria-checked already says it to a screen reader. */}
      <p className={styles.choice} aria-hidden="true" data-testid="offer-choice">
        {checked ? t('offer:selected') : t('offer:choose')}
      </p>
    </div>
  );
});
