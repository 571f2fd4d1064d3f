import { useState } from 'react';
import { Button, Checkbox, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDecide } from '../../api/decide';
import { useStaffMeta } from '../../api/meta';
import type { ReviewDetail } from '../../api/types';
import { Section } from '../../parts/Section';
import { useErrorText } from '../../parts/useErrorText';
import { ConfirmDialog } from './ConfirmDialog';
import { OutcomeSummary } from './OutcomeSummary';
import { Outcome } from '../../parts/Outcome';

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: '24px' },
  fieldset: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, margin: 0, padding: '8px 12px 12px' },
  legend: { padding: '0 4px', fontWeight: tokens.fontWeightSemibold },
  reasons: { display: 'flex', flexDirection: 'column' },
  problem: { color: tokens.colorPaletteRedForeground1, margin: '4px 0 0' },
  actions: { marginTop: '12px' },
});

/** Answers that mean someone else changed the application first (stale version or decided already). */
const CONFLICT_CODES = ['CONFLICT', 'STEP_NOT_ALLOWED'];

/**
 * Approve, or deny with 1 to the catalogue's limit of reasons from it, each after a confirmation.
 * Two reviewers at once: the second is told another reviewer decided first, and the
 * application is fetched again (useDecide) so the page shows what was decided.
 */
export function DecisionPanel({ detail }: { detail: ReviewDetail }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const meta = useStaffMeta();
  const decide = useDecide(detail.application_id);
  const [reasons, setReasons] = useState<string[]>([]);
  const [asking, setAsking] = useState<'approve' | 'deny' | undefined>();
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const max = meta.data?.max_denial_reasons ?? 4;
  const catalogue = meta.data?.denial_reasons ?? [];
  const name = detail.applicant ? `${detail.applicant.first_name} ${detail.applicant.last_name}` : t('queue.nameErased');
  const language = t(`languageInText.${detail.language}`);

  const askDeny = () => {
    if (reasons.length < 1 || reasons.length > max) {
      setReasonProblem(t('decision.reasonsCount', { max }));
      return;
    }
    setReasonProblem(undefined);
    setAsking('deny');
  };
  const send = () => {
    const decision = asking;
    setAsking(undefined);
    if (decision) decide.mutate({ version: detail.version, decision, ...(decision === 'deny' ? { reasons } : { reasons: [] }) });
  };
  const error = decide.error;
  const conflict = !!error && CONFLICT_CODES.includes(error.error_code);

  return (
    <Section title={t('decision.title')} id="decision">
      <Outcome focusKey={decide.isSuccess || decide.isError ? decide.submittedAt : undefined}>
        {decide.isSuccess && (
          <MessageBar intent="success">
            <MessageBarBody>{decide.data.decision === 'approved' ? t('decision.approved') : t('decision.denied')}</MessageBarBody>
          </MessageBar>
        )}
        {error && (
          <MessageBar intent={conflict ? 'warning' : 'error'} role="alert" layout="multiline">
            <MessageBarBody>
              {conflict && <MessageBarTitle>{t('decision.conflictTitle')}</MessageBarTitle>}
              {conflict ? t('decision.conflict') : errorText(error)}
            </MessageBarBody>
          </MessageBar>
        )}
      </Outcome>
      {!detail.awaiting_review ? (
        <OutcomeSummary detail={detail} />
      ) : (
      <div className={styles.columns}>
        <div>
          <p>{t('decision.approveHelp', { language })}</p>
          <Button appearance="primary" disabledFocusable={decide.isPending || !detail.offers.length} onClick={() => setAsking('approve')}>
            {t('decision.approve')}
          </Button>
          {!detail.offers.length && <p>{t('decision.noOffers')}</p>}
        </div>
        <div>
          <fieldset className={styles.fieldset} aria-describedby={reasonProblem ? 'deny-reasons-problem' : undefined}>
            <legend className={styles.legend}>{t('decision.reasonsLegend', { max })}</legend>
            <div className={styles.reasons}>
              {catalogue.map((code) => (
                <Checkbox
                  key={code}
                  label={t(`reasons.${code}`, { defaultValue: code })}
                  checked={reasons.includes(code)}
                  onChange={(_e, d) => setReasons((list) => (d.checked ? [...list, code] : list.filter((c) => c !== code)))}
                />
              ))}
            </div>
            {reasonProblem && (
              <p id="deny-reasons-problem" className={styles.problem} role="alert">
                {reasonProblem}
              </p>
            )}
          </fieldset>
          <div className={styles.actions}>
            <Button disabledFocusable={decide.isPending} onClick={askDeny}>
              {t('decision.deny')}
            </Button>
          </div>
        </div>
      </div>
      )}
      <ConfirmDialog
        open={asking === 'approve'}
        title={t('decision.confirmApproveTitle', { name })}
        confirm={t('decision.approve')}
        onConfirm={send}
        onClose={() => setAsking(undefined)}
      >
        {t('decision.confirmApprove', { count: detail.offers.length, language })}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'deny'}
        title={t('decision.confirmDenyTitle', { name })}
        confirm={t('decision.deny')}
        onConfirm={send}
        onClose={() => setAsking(undefined)}
      >
        <p>{t('decision.confirmDeny', { language })}</p>
        <ul>
          {reasons.map((code) => (
            <li key={code}>{t(`reasons.${code}`, { defaultValue: code })}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </Section>
  );
}
