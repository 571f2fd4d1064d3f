import { tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPLICATION_KEY } from '../api/application';
import type { ApplicationView } from '../core/application';
import type { Step } from '../core/steps';
import { useFlow } from './FlowContext';
import { memberFlowOf } from './memberSteps';

/** Position of `step` among the flow's progress steps, or undefined when it has none. */
export function progressOf(steps: { step: Step; progress?: boolean }[], step: Step): { current: number; total: number } | undefined {
  const shown = steps.filter((s) => s.progress);
  const index = shown.findIndex((s) => s.step === step);
  return index < 0 ? undefined : { current: index + 1, total: shown.length };
}

/** "Step 2 of 5" for steps with `progress: true`, not counting the steps the application skips (a launch's prefilled ones); nothing otherwise. */
export function StepProgress({ step }: { step: Step }) {
  const { flow } = useFlow();
  const application = useQueryClient().getQueryData<ApplicationView>(APPLICATION_KEY);
  const { t } = useTranslation('common');
  const position = progressOf(memberFlowOf(flow, application).steps, step);
  if (!position) return null;
  return (
    <p style={{ margin: '0 0 8px', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, fontWeight: tokens.fontWeightSemibold }}>
      {t('progress.stepOf', position)}
    </p>
  );
}
