import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, Select, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../access';
import { useRetryJob } from '../api/jobs';
import { useNotices } from '../api/notices';
import { NOTICE_STATUSES, type NoticeStatus } from '../api/types';
import { formatDateTime } from '../format';
import { LoadError } from '../parts/LoadError';
import { Loading } from '../parts/Loading';
import { RetryButton, RetryOutcome } from '../parts/RetryButton';
import { ScreenTitle } from '../parts/ScreenTitle';
import { Section } from '../parts/Section';
import { StatusBadge } from '../parts/StatusBadge';
import { PrintBatch } from './notices/PrintBatch';
import { DataTable } from '../parts/DataTable';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: '16px', marginBottom: '16px' },
  error: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', maxWidth: '260px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** Member notices (adverse action, review decided, funded): sent, failed, awaiting print; supervisors retry a failed one. */
export default function NoticesScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<NoticeStatus | ''>('');
  const notices = useNotices(status || undefined);
  const retry = useRetryJob();
  const canPrint = useAllows('printLetters');
  return (
    <>
      <ScreenTitle title={t('notices.title')} />
      <RetryOutcome retry={retry} />
      <div className={styles.filters}>
        <Field label={t('notices.status')}>
          <Select value={status} onChange={(_e, d) => setStatus(d.value as NoticeStatus | '')}>
            <option value="">{t('notices.allStatuses')}</option>
            {NOTICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`notices.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {notices.isPending ? (
        <Loading />
      ) : notices.isError ? (
        <LoadError error={notices.error} onRetry={() => void notices.refetch()} />
      ) : (
        <>
        {canPrint && <PrintBatch waiting={notices.data.items.filter((n) => n.status === 'awaiting_print').length} />}
        <Section title={t('notices.listTitle')} id="notices-list">
          <p role="status">{t('notices.count', { count: notices.data.items.length })}</p>
          {notices.data.items.length > 0 && (
            <DataTable aria-labelledby="notices-list">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('notices.created')}</TableHeaderCell>
                  <TableHeaderCell>{t('notices.kind')}</TableHeaderCell>
                  <TableHeaderCell>{t('notices.language')}</TableHeaderCell>
                  <TableHeaderCell>{t('notices.channel')}</TableHeaderCell>
                  <TableHeaderCell>{t('notices.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('notices.attempts')}</TableHeaderCell>
                  <TableHeaderCell>{t('notices.application')}</TableHeaderCell>
                  <TableHeaderCell>{t('notices.action')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {notices.data.items.map((n) => (
                  <TableRow key={n.id}>
                    <TableCell className={styles.nowrap}>{formatDateTime(n.created_at, i18n.language)}</TableCell>
                    <TableCell>{t(`notices.kinds.${n.kind}`)}</TableCell>
                    <TableCell>{t(`languageNames.${n.language}`)}</TableCell>
                    <TableCell>{t(`notices.channels.${n.channel}`)}{n.print_batch && <div className={styles.error}>{t('notices.printBatch', { date: n.print_batch })}</div>}</TableCell>
                    <TableCell>
                      <StatusBadge status={n.status} />
                      {n.last_error && <div className={styles.error}>{n.last_error}</div>}
                    </TableCell>
                    <TableCell>{n.attempts}</TableCell>
                    <TableCell>
                      <Link to={`/reviews/${n.application_id}`} aria-label={t('notices.openApplication', { id: n.application_id.slice(0, 8) })}>
                        {n.application_id.slice(0, 8)}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {n.status === 'failed' && n.job_id ? <RetryButton retry={retry} jobId={n.job_id} label={t('notices.retryLabel', { id: n.application_id.slice(0, 8) })} /> : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DataTable>
          )}
        </Section>
        </>
      )}
    </>
  );
}
