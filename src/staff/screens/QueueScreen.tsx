import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, Select, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useReviewQueue, type QueueFilter } from '../api/reviewQueue';
import { formatDateTime, formatMoney, waitingTime } from '../format';
import { LoadError } from '../parts/LoadError';
import { Loading } from '../parts/Loading';
import { ProductFilter, useProductName } from '../parts/ProductFilter';
import { ReasonList } from '../parts/ReasonList';
import { ScreenTitle } from '../parts/ScreenTitle';
import { Section } from '../parts/Section';
import { DataTable } from '../parts/DataTable';
import { FindApplication } from './FindApplication';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: '16px', marginBottom: '16px', alignItems: 'end' },
  count: { color: tokens.colorNeutralForeground2, margin: '0 0 8px' },
  nowrap: { whiteSpace: 'nowrap' },
  reference: { display: 'block', color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
});

/**
 * The manual-review queue: applications awaiting a decision, the longest waiting first, by product
 * and assignment, each with the reference the member reads out; any application found by that reference.
 */
export default function QueueScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<QueueFilter>({ product: '', assigned: 'all' });
  const queue = useReviewQueue(filter);
  const productName = useProductName();
  return (
    <>
      <ScreenTitle title={t('queue.title')} />
      <FindApplication />
      <div className={styles.filters}>
        <ProductFilter value={filter.product ?? ''} onChange={(product) => setFilter((f) => ({ ...f, product }))} />
        <Field label={t('queue.assigned')}>
          <Select value={filter.assigned} onChange={(_e, d) => setFilter((f) => ({ ...f, assigned: d.value as QueueFilter['assigned'] }))}>
            <option value="all">{t('queue.assignedAll')}</option>
            <option value="me">{t('queue.assignedMe')}</option>
            <option value="unassigned">{t('queue.assignedNobody')}</option>
          </Select>
        </Field>
      </div>
      {queue.isPending ? (
        <Loading />
      ) : queue.isError ? (
        <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <Section title={t('queue.listTitle')} id="queue-list">
          <p className={styles.count} role="status">{t('queue.count', { count: queue.data.total })}</p>
          {queue.data.items.length > 0 && (
            <DataTable aria-labelledby="queue-list" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('queue.columns.applicant')}</TableHeaderCell>
                  <TableHeaderCell>{t('queue.columns.waiting')}</TableHeaderCell>
                  <TableHeaderCell>{t('queue.columns.product')}</TableHeaderCell>
                  <TableHeaderCell>{t('queue.columns.amount')}</TableHeaderCell>
                  <TableHeaderCell>{t('queue.columns.reasons')}</TableHeaderCell>
                  <TableHeaderCell>{t('queue.columns.assigned')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {queue.data.items.map((item) => {
                  const age = waitingTime(item.waiting_seconds);
                  return (
                    <TableRow key={item.application_id}>
                      <TableCell>
                        <Link to={`/reviews/${item.application_id}`}>{item.applicant_name || t('queue.nameErased')}</Link>
                        <span className={styles.reference}>{item.reference}</span>
                      </TableCell>
                      <TableCell>
                        <span className={styles.nowrap} title={formatDateTime(item.waiting_since, i18n.language)}>
                          {t(`age.${age.unit}`, { count: age.count })}
                        </span>
                      </TableCell>
                      <TableCell>{productName(item.product)}</TableCell>
                      <TableCell>{item.loan_amount === null ? '–' : formatMoney(item.loan_amount)}</TableCell>
                      <TableCell>
                        <ReasonList codes={item.reasons} />
                      </TableCell>
                      <TableCell>{item.assigned_to?.display_name ?? t('queue.unassigned')}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </DataTable>
          )}
        </Section>
      )}
    </>
  );
}
