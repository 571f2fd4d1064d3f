import { Link } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFailedJobs, useRetryJob } from '../api/jobs';
import type { FailedJob } from '../api/types';
import { formatDateTime } from '../format';
import { RetryButton, RetryOutcome } from '../parts/RetryButton';
import { ScreenTitle } from '../parts/ScreenTitle';
import { StaffTableSection, type StaffColumn } from '../parts/StaffTable';

const useStyles = makeStyles({ error: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', maxWidth: '320px' } });

/** Jobs that used up their attempts (decisions, notices, signature checks, funding); supervisors run one again. */
export default function JobsScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  const kind = (job: FailedJob) => t(`jobs.kinds.${job.kind}`, { defaultValue: job.kind });
  const columns: StaffColumn<FailedJob>[] = [
    { key: 'finished', header: t('jobs.finished'), nowrap: true, cell: (job) => (job.finished_at ? formatDateTime(job.finished_at, i18n.language) : '–') },
    { key: 'kind', header: t('jobs.kind'), cell: kind },
    { key: 'attempts', header: t('jobs.attempts'), cell: (job) => t('jobs.attemptsOf', { attempts: job.attempts, max: job.max_attempts }) },
    { key: 'lastError', header: t('jobs.lastError'), className: styles.error, cell: (job) => job.last_error ?? '–' },
    {
      key: 'application',
      header: t('jobs.application'),
      cell: (job) =>
        job.application_id ? (
          <Link to={`/reviews/${job.application_id}`} aria-label={t('notices.openApplication', { id: job.application_id.slice(0, 8) })}>
            {job.application_id.slice(0, 8)}
          </Link>
        ) : (
          t('jobs.noApplication')
        ),
    },
    {
      key: 'action',
      header: t('jobs.action'),
      cell: (job) => (
        <RetryButton retry={retry} jobId={job.id} label={job.application_id
          ? t('jobs.retryLabel', { kind: kind(job), id: job.application_id.slice(0, 8) })
          : t('jobs.retryLabelNoApplication', { kind: kind(job), id: job.id })} />
      ),
    },
  ];
  return (
    <>
      <ScreenTitle title={t('jobs.title')} />
      <RetryOutcome retry={retry} />
      <StaffTableSection query={jobs} title={t('jobs.listTitle')} id="jobs-list" count={(n) => t('jobs.count', { count: n })} columns={columns} />
    </>
  );
}
