import { useTranslation } from 'react-i18next';
import type { ReviewDetail } from '../../api/types';
import { ReasonList } from '../../parts/ReasonList';

/** Where an application stands once it no longer awaits review: its step and the outcome's reasons. */
export function OutcomeSummary({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const reasons = Array.isArray(detail.outcome?.reasons) ? (detail.outcome.reasons as unknown[]).filter((r): r is string => typeof r === 'string') : [];
  return (
    <div>
      <p>{t('decision.notAwaiting', { step: t(`steps.${detail.step}`, { defaultValue: detail.step }) })}</p>
      {reasons.length > 0 && (
        <>
          <p>{t('decision.outcomeReasons')}</p>
          <ReasonList codes={reasons} />
        </>
      )}
    </div>
  );
}
