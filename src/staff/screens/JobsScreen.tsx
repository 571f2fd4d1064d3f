import { Link } from 'react-router-dom';
import { TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFailedJobs, useRetryJob } from '../api/jobs';
import { formatDateTime } from '../format';
import { LoadError } from '../parts/LoadError';
import { Loading } from '../parts/Loading';
import { RetryButton, RetryOutcome } from '../parts/RetryButton';
import { ScreenTitle } from '../parts/ScreenTitle';
import { Section } from '../parts/Section';
import { DataTable } from '../parts/DataTable';

const useStyles = makeStyles({
  error: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', maxWidth: '320px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** Jobs that used up their attempts (decisions, notices, signature checks, funding); supervisors run one again. */
export default function JobsScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  return (
    <>
      <ScreenTitle title={t('jobs.title')} />
      <RetryOutcome retry={retry} />
      {jobs.isPending ? (
        <Loading />
      ) : jobs.isError ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : (
        <Section title={t('jobs.listTitle')} id="jobs-list">
          <p role="status">{t('jobs.count', { count: jobs.data.items.length })}</p>
          {jobs.data.items.length > 0 && (
            <DataTable aria-labelledby="jobs-list">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('jobs.finished')}</TableHeaderCell>
                  <TableHeaderCell>{t('jobs.kind')}</TableHeaderCell>
                  <TableHeaderCell>{t('jobs.attempts')}</TableHeaderCell>
                  <TableHeaderCell>{t('jobs.lastError')}</TableHeaderCell>
                  <TableHeaderCell>{t('jobs.application')}</TableHeaderCell>
                  <TableHeaderCell>{t('jobs.action')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {jobs.data.items.map((job) => (
                  <TableRow key={job.id}>
                    <TableCell className={styles.nowrap}>{job.finished_at ? formatDateTime(job.finished_at, i18n.language) : '–'}</TableCell>
                    <TableCell>{t(`jobs.kinds.${job.kind}`, { defaultValue: job.kind })}</TableCell>
                    <TableCell>{t('jobs.attemptsOf', { attempts: job.attempts, max: job.max_attempts })}</TableCell>
                    <TableCell className={styles.error}>{job.last_error ?? '–'}</TableCell>
                    <TableCell>
                      {job.application_id ? (
                        <Link to={`/reviews/${job.application_id}`} aria-label={t('notices.openApplication', { id: job.application_id.slice(0, 8) })}>
                          {job.application_id.slice(0, 8)}
                        </Link>
                      ) : (
                        t('jobs.noApplication')
                      )}
                    </TableCell>
                    <TableCell>
                      <RetryButton retry={retry} jobId={job.id} label={job.application_id
                        ? t('jobs.retryLabel', { kind: t(`jobs.kinds.${job.kind}`, { defaultValue: job.kind }), id: job.application_id.slice(0, 8) })
                        : t('jobs.retryLabelNoApplication', { kind: t(`jobs.kinds.${job.kind}`, { defaultValue: job.kind }), id: job.id })} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DataTable>
          )}
        </Section>
      )}
    </>
  );
}
