import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../access';
import { useFailedFundings, useResolveFunding, type ListedFunding } from '../api/fundings';
import type { FailedFunding } from '../api/types';
import { formatDateTime, formatMoney } from '../format';
import { Outcome } from '../parts/Outcome';
import { useProductName } from '../parts/ProductFilter';
import { ScreenTitle } from '../parts/ScreenTitle';
import { StaffTableSection, type StaffColumn } from '../parts/StaffTable';
import { useErrorText } from '../parts/useErrorText';
import { applicationName } from './fundings/fundingName';
import { ResolveDialog } from './fundings/ResolveDialog';

const useStyles = makeStyles({
  small: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // On a phone the table scrolls sideways in its card: the reference stays on one line and the
  // core's error keeps a readable width instead of a column of single words.
  reference: { whiteSpace: 'nowrap' },
  void: { minWidth: '220px' },
  error: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', maxWidth: '320px', margin: '4px 0 0' },
});

/**
 * Failed fundings: loans booked at the core and never paid out to the member, whose fund job
 * gave up (it voided the loan at the core, or says why it could not). Supervisors and auditors
 * read the list; a supervisor marks one resolved with a note of what was done at the core, after
 * a confirmation, and it leaves the list. No personal data of the applicant is shown.
 */
export default function FundingsScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const productName = useProductName();
  const fundings = useFailedFundings();
  const resolve = useResolveFunding();
  const canResolve = useAllows('resolveFunding');
  const [resolving, setResolving] = useState<FailedFunding | undefined>();
  const [resolved, setResolved] = useState<string | undefined>();
  // The note typed for each application, kept until it is accepted (a refused call loses nothing).
  const [notes, setNotes] = useState<Record<string, string>>({});

  const columns: StaffColumn<ListedFunding>[] = [
    { key: 'failed', header: t('fundings.failed'), nowrap: true, cell: (f) => formatDateTime(f.failed_at, i18n.language) },
    {
      key: 'application',
      header: t('fundings.application'),
      cell: (f) => (
        <>
          <Link className={styles.reference} to={`/reviews/${f.application_id}`} aria-label={t('fundings.openApplication', { reference: applicationName(f) })}>
            {applicationName(f)}
          </Link>
          <div className={styles.small}>{productName(f.product)}</div>
        </>
      ),
    },
    { key: 'amount', header: t('fundings.amount'), nowrap: true, cell: (f) => (f.amount_financed === null ? '–' : formatMoney(f.amount_financed)) },
    {
      key: 'loan',
      header: t('fundings.coreLoan'),
      cell: (f) => (
        <>
          <div>{f.loan_id}</div>
          <div className={styles.small}>{t('fundings.bookedAt', { time: formatDateTime(f.booked_at, i18n.language) })}</div>
        </>
      ),
    },
    {
      key: 'void',
      header: t('fundings.voidOutcome'),
      className: styles.void,
      cell: (f) =>
        f.voided ? (
          <>
            <Badge appearance="tint" color="success">{t('fundings.voided')}</Badge>
            {f.voided_at && <div className={styles.small}>{formatDateTime(f.voided_at, i18n.language)}</div>}
          </>
        ) : (
          <>
            <Badge appearance="tint" color="danger">{t('fundings.notVoided')}</Badge>
            <p className={styles.error}>{f.void_error ?? t('fundings.noError')}</p>
            <p className={styles.error}>{t('fundings.cancelByHand')}</p>
          </>
        ),
    },
    ...(canResolve
      ? [{
          key: 'action',
          header: t('fundings.action'),
          cell: (f: ListedFunding) => (
            <Button size="small" disabledFocusable={resolve.isPending} onClick={() => setResolving(f)} aria-label={t('fundings.resolveLabel', { reference: applicationName(f) })}>
              {t('fundings.resolve')}
            </Button>
          ),
        }]
      : []),
  ];

  return (
    <>
      <ScreenTitle title={t('fundings.title')} />
      <p>{t('fundings.help')}</p>
      <Outcome focusKey={resolve.isSuccess || resolve.isError ? resolve.submittedAt : undefined}>
        {resolve.isSuccess && (
          <MessageBar intent="success">
            <MessageBarBody>{t('fundings.resolved', { reference: resolved ?? resolve.data.application_id.slice(0, 8) })}</MessageBarBody>
          </MessageBar>
        )}
        {resolve.error && (
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>{resolve.error.error_code === 'NOT_FOUND' ? t('fundings.alreadyResolved') : errorText(resolve.error)}</MessageBarBody>
          </MessageBar>
        )}
      </Outcome>
      <StaffTableSection query={fundings} title={t('fundings.listTitle')} id="fundings-list" count={(n) => t('fundings.count', { count: n })} columns={columns} />
      {resolving && (
        <ResolveDialog
          funding={resolving}
          note={notes[resolving.application_id] ?? ''}
          onNoteChange={(note) => setNotes((all) => ({ ...all, [resolving.application_id]: note }))}
          onClose={() => setResolving(undefined)}
          onConfirm={(note) => {
            const applicationId = resolving.application_id;
            setResolved(applicationName(resolving));
            setResolving(undefined);
            resolve.mutate({ applicationId, note }, { onSuccess: () => setNotes(({ [applicationId]: _done, ...rest }) => rest) });
          }}
        />
      )}
    </>
  );
}
