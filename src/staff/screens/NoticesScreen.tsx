import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../access';
import { useRetryJob } from '../api/jobs';
import { useNotices } from '../api/notices';
import { NOTICE_STATUSES, type Notice, type NoticeStatus } from '../api/types';
import { formatDateTime } from '../format';
import { RetryButton, RetryOutcome } from '../parts/RetryButton';
import { ScreenTitle } from '../parts/ScreenTitle';
import { StaffTableSection, type StaffColumn } from '../parts/StaffTable';
import { StatusBadge } from '../parts/StatusBadge';
import { PrintBatch } from './notices/PrintBatch';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: '16px', marginBottom: '16px' },
  error: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', maxWidth: '260px' },
});

/** Member notices (adverse action, review decided, funded): sent, failed, awaiting print; supervisors retry a failed one. */
export default function NoticesScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<NoticeStatus | ''>('');
  const notices = useNotices(status || undefined);
  const retry = useRetryJob();
  const canPrint = useAllows('printLetters');
  const columns: StaffColumn<Notice>[] = [
    { key: 'created', header: t('notices.created'), nowrap: true, cell: (n) => formatDateTime(n.created_at, i18n.language) },
    { key: 'kind', header: t('notices.kind'), cell: (n) => t(`notices.kinds.${n.kind}`) },
    { key: 'language', header: t('notices.language'), cell: (n) => t(`languageNames.${n.language}`) },
    { key: 'channel', header: t('notices.channel'), cell: (n) => <>{t(`notices.channels.${n.channel}`)}{n.print_batch && <div className={styles.error}>{t('notices.printBatch', { date: n.print_batch })}</div>}</> },
    { key: 'status', header: t('notices.status'), cell: (n) => <><StatusBadge status={n.status} />{n.last_error && <div className={styles.error}>{n.last_error}</div>}</> },
    { key: 'attempts', header: t('notices.attempts'), cell: (n) => n.attempts },
    {
      key: 'application',
      header: t('notices.application'),
      cell: (n) => (
        <Link to={`/reviews/${n.application_id}`} aria-label={t('notices.openApplication', { id: n.application_id.slice(0, 8) })}>
          {n.application_id.slice(0, 8)}
        </Link>
      ),
    },
    {
      key: 'action',
      header: t('notices.action'),
      cell: (n) => (n.status === 'failed' && n.job_id ? <RetryButton retry={retry} jobId={n.job_id} label={t('notices.retryLabel', { id: n.application_id.slice(0, 8) })} /> : null),
    },
  ];
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
      {canPrint && notices.isSuccess && <PrintBatch waiting={notices.data.items.filter((n) => n.status === 'awaiting_print').length} />}
      <StaffTableSection query={notices} title={t('notices.listTitle')} id="notices-list" count={(n) => t('notices.count', { count: n })} columns={columns} />
    </>
  );
}
