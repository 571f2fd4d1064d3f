import { TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { OfferPreview } from '../../api/types';
import { offerPayments } from '../../../core/pricing/offerPayments';
import { formatDay, formatMoney, formatPercent } from '../../format';
import { Section } from '../../parts/Section';
import { DataTable } from '../../parts/DataTable';

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : '–');

/** The loan schedules an approval would offer now (priced by the server). */
export function OffersSection({ offers }: { offers: OfferPreview[] }) {
  const { t, i18n } = useTranslation();
  // The level payment is rounded up to the cent, so the last one can be less: say it apart.
  const payment = ({ number_of_payments, amount_of_payments, final_payment_amount }: OfferPreview) => {
    if (typeof amount_of_payments !== 'number' || typeof number_of_payments !== 'number') return money(amount_of_payments);
    const { level, final, lastDiffers } = offerPayments({ number_of_payments, amount_of_payments, final_payment_amount });
    return lastDiffers ? t('detail.offers.paymentLastLess', { payment: money(level), last: money(final) }) : money(level);
  };
  return (
    <Section title={t('detail.offers.title')} id="offers">
      {!offers.length ? (
        <p>{t('detail.offers.none')}</p>
      ) : (
        <DataTable aria-labelledby="offers">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('detail.offers.payments')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.offers.amountFinanced')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.offers.apr')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.offers.financeCharge')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.offers.totalOfPayments')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.offers.payment')}</TableHeaderCell>
              <TableHeaderCell>{t('detail.offers.firstPayment')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {offers.map((offer, index) => (
              <TableRow key={offer.offer_id ?? index}>
                <TableCell>{offer.number_of_payments ?? '–'}</TableCell>
                <TableCell>{money(offer.amount_financed)}</TableCell>
                <TableCell>{typeof offer.annual_interest_rate === 'number' ? formatPercent(offer.annual_interest_rate) : '–'}</TableCell>
                <TableCell>{money(offer.finance_charge)}</TableCell>
                <TableCell>{money(offer.total_of_payments)}</TableCell>
                <TableCell>{payment(offer)}</TableCell>
                <TableCell>{offer.initial_payment_date ? formatDay(offer.initial_payment_date, i18n.language) : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </DataTable>
      )}
    </Section>
  );
}
