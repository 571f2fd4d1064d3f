import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../access';
import { useRetryJob } from '../api/jobs';
import { Outcome } from './Outcome';
import { useErrorText } from './useErrorText';

/** The retry of one screen: a failed job queued again by a supervisor, and what came of it. */
export type JobRetry = ReturnType<typeof useRetryJob>;

/** Re-queues a failed job (a notice's or any other): shown to supervisors only. */
export function RetryButton({ retry, jobId, label }: { retry: JobRetry; jobId: string; label: string }) {
  const { t } = useTranslation();
  const canRetry = useAllows('retry');
  if (!canRetry) return null;
  return (
    <Button size="small" disabledFocusable={retry.isPending} onClick={() => retry.mutate(jobId)} aria-label={label}>
      {t('jobs.retry')}
    </Button>
  );
}

/**
 * What the last retry of the screen came to (queued again, or why not), above the list: the row
 * itself leaves the list of failed items once the job is queued again.
 */
export function RetryOutcome({ retry }: { retry: JobRetry }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Outcome focusKey={retry.isSuccess || retry.isError ? retry.submittedAt : undefined}>
      {retry.isSuccess && (
        <MessageBar intent="success">
          <MessageBarBody>
            {retry.data.application_id
              ? t('jobs.retried', { kind: t(`jobs.kinds.${retry.data.kind}`, { defaultValue: retry.data.kind }), id: retry.data.application_id.slice(0, 8) })
              : t('jobs.retriedNoApplication', { kind: t(`jobs.kinds.${retry.data.kind}`, { defaultValue: retry.data.kind }), id: retry.data.id })}
          </MessageBarBody>
        </MessageBar>
      )}
      {retry.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(retry.error)}</MessageBarBody>
        </MessageBar>
      )}
    </Outcome>
  );
}
