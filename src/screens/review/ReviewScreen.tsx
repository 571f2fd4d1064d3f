import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery, useStepMutation } from '../../api/application';
import { useGoToStep } from '../../flow/FlowContext';
import { StepProgress } from '../../flow/StepProgress';
import { useCancelApplication } from '../../flow/useCancelApplication';
import { isStep, type Step } from '../../core/steps';
import { loanPurposeKey } from '../../core/loanPurpose';
import type { ApplicationView } from '../../core/application';
import type { ScreenProps } from '../types';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { formatCurrency } from '../format';
import { ReviewItem } from './ReviewItem';
import { depositAccountLine } from './depositAccountLine';

/** Submit call of the review unless the flow's options name another. */
const DEFAULT_SUBMIT = 'application/complete-review';

function money(value: number | undefined): string {
  return typeof value === 'number' ? formatCurrency(value) : '';
}

/**
 * Review (route /application/review): the step progress ("Step 5 of 5", as on the form steps,
 * when the flow marks the step `progress: true`), the four answers, each with an Edit button to
 * its step, then Complete application, Back and Cancel (SPEC section 2). Options: `back` (a
 * step) and `submit` (a call path).
 */
export default function ReviewScreen({ step, options }: ScreenProps) {
  const { t } = useTranslation(['screens', 'forms', 'errors', 'common']);
  const goToStep = useGoToStep();
  const cancel = useCancelApplication();
  const { data: application } = useApplicationQuery();
  const submitPath = typeof options?.submit === 'string' ? options.submit : DEFAULT_SUBMIT;
  const backStep: Step = isStep(options?.back) ? options.back : 'DEPOSIT_ACCOUNT_SELECTION';
  const complete = useStepMutation(submitPath);
  const [failed, setFailed] = useState(false);

  if (!application) return <Spinner label={t('screens:processing.loading')} />;

  const purpose = (app: ApplicationView): string => {
    if (!app.loan_purpose) return '';
    const name = t(`forms:purposes.${loanPurposeKey(app.loan_purpose)}`, { defaultValue: app.loan_purpose });
    return app.loan_purpose_other_reason
      ? t('screens:review.purposeWithReason', { purpose: name, reason: app.loan_purpose_other_reason })
      : name;
  };

  const onComplete = async () => {
    setFailed(false);
    try {
      const next = await complete.mutateAsync(undefined);
      goToStep(next.step);
    } catch {
      setFailed(true);
    }
  };

  return (
    <ScreenLayout>
      {step && <StepProgress step={step.step} />}
      <ScreenTitle>{t('screens:review.title')}</ScreenTitle>
      <dl>
        <ReviewItem label={t('screens:review.loanAmount')} value={money(application.loan_amount)} onEdit={() => goToStep('LOAN_AMOUNT')} />
        <ReviewItem
          label={t('screens:review.housingExpenses')}
          value={money(application.monthly_housing_expenses)}
          onEdit={() => goToStep('HOUSING_EXPENSES')}
        />
        <ReviewItem label={t('screens:review.loanPurpose')} value={purpose(application)} onEdit={() => goToStep('LOAN_PURPOSE')} />
        <ReviewItem
          label={t('screens:review.depositAccount')}
          value={depositAccountLine(application)}
          onEdit={() => goToStep('DEPOSIT_ACCOUNT_SELECTION')}
        />
      </dl>
      {failed && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{t('errors:submission_failed')}</MessageBarBody>
        </MessageBar>
      )}
      <ScreenActions>
        <Button
          appearance="primary"
          onClick={onComplete}
          disabled={complete.isPending}
          icon={complete.isPending ? <Spinner size="tiny" /> : undefined}
        >
          {t('common:buttons.completeApplication')}
        </Button>
        <Button onClick={() => goToStep(backStep)} disabled={complete.isPending}>
          {t('common:buttons.back')}
        </Button>
        <Button appearance="subtle" onClick={() => void cancel()} disabled={complete.isPending}>
          {t('common:buttons.cancel')}
        </Button>
      </ScreenActions>
    </ScreenLayout>
  );
}
