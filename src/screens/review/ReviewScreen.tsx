import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery, useStepMutation } from '../../api/application';
import { useFlow, useGoToStep } from '../../flow/FlowContext';
import { StepProgress } from '../../flow/StepProgress';
import { skippedStepsOf } from '../../flow/memberSteps';
import { backPastSkipped } from '../../core/flow/skippedSteps';
import { useCancelApplication } from '../../flow/useCancelApplication';
import { isStep, type Step } from '../../core/steps';
import type { ScreenProps } from '../types';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { ReviewItem } from './ReviewItem';
import { reviewRows } from './reviewRows';
import { reviewValue } from './reviewValue';

/** The list of answers: no margins of its own (the layout's gap spaces it, as the form steps' fields). */
const useStyles = makeStyles({ answers: { margin: 0 } });

/** Submit call of the review unless the flow's options name another. */
const DEFAULT_SUBMIT = 'application/complete-review';

/**
 * Review (route /application/review): the step progress ("Step 5 of 5", as on the form steps,
 * when the flow marks the step `progress: true`), the answers of every form step of the flow
 * before it that stores them (`reviewRows`: label and format from the step's `form.review`),
 * each with an Edit button to its step (none for a step the application skips: the core
 * supplied it, e.g. a launched member's only checking account), then Complete application, Back
 * and Cancel (SPEC section 2). Options: `back` (a step; default the last of those form steps) and `submit`
 * (a call path).
 */
export default function ReviewScreen({ step, options }: ScreenProps) {
  const { t, i18n } = useTranslation(['screens', 'forms', 'errors', 'common']);
  const styles = useStyles();
  const goToStep = useGoToStep();
  const cancel = useCancelApplication();
  const { data: application } = useApplicationQuery();
  const { flow } = useFlow();
  const rows = reviewRows(flow, step?.step);
  const skipped = skippedStepsOf(flow, application);
  const submitPath = typeof options?.submit === 'string' ? options.submit : DEFAULT_SUBMIT;
  const wantedBack: Step | undefined = isStep(options?.back) ? options.back : rows.at(-1)?.step;
  // Back past a step this application skips (a launch's prefilled deposit account) opens the form before it.
  const backStep = wantedBack && backPastSkipped(flow.steps, wantedBack, skipped);
  const complete = useStepMutation(submitPath);
  const [failed, setFailed] = useState(false);

  if (!application) return <Spinner label={t('screens:processing.loading')} />;

  const onComplete = async () => {
    setFailed(false);
    try {
      // The language shown: the decision's notice and the later ones use it.
      const next = await complete.mutateAsync({ language: i18n.language });
      goToStep(next.step);
    } catch {
      setFailed(true);
    }
  };

  return (
    <ScreenLayout>
      {/* One block: "Step 5 of 5" sits as close to the title as on the form steps (the layout's gap is not added). */}
      <div>
        {step && <StepProgress step={step.step} skipped={skipped} />}
        <ScreenTitle>{t('screens:review.title')}</ScreenTitle>
      </div>
      <dl className={styles.answers}>
        {rows.map((row) => (
          <ReviewItem key={row.step} label={t(row.label)} value={reviewValue(t, row, application)} onEdit={skipped.includes(row.step) ? undefined : () => goToStep(row.step)} />
        ))}
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
        {backStep && (
          <Button onClick={() => goToStep(backStep)} disabled={complete.isPending}>
            {t('common:buttons.back')}
          </Button>
        )}
        <Button appearance="subtle" onClick={() => void cancel()} disabled={complete.isPending}>
          {t('common:buttons.cancel')}
        </Button>
      </ScreenActions>
    </ScreenLayout>
  );
}
