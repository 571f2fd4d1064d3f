import { tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Step } from '../core/steps';
import { useFlow } from './FlowContext';

/** Position of `step` among the flow's progress steps (without the `skipped` ones), or undefined when it has none. */
export function progressOf(steps: { step: Step; progress?: boolean }[], step: Step, skipped: readonly Step[] = []): { current: number; total: number } | undefined {
  const shown = steps.filter((s) => s.progress && !skipped.includes(s.step));
  const index = shown.findIndex((s) => s.step === step);
  return index < 0 ? undefined : { current: index + 1, total: shown.length };
}

/** "Step 2 of 5" for steps with `progress: true`, not counting the steps the application skips (`skipped`: a launch's prefilled ones, "Step 4 of 4"); nothing otherwise. */
export function StepProgress({ step, skipped }: { step: Step; skipped?: readonly Step[] }) {
  const { flow } = useFlow();
  const { t } = useTranslation('common');
  const position = progressOf(flow.steps, step, skipped);
  if (!position) return null;
  return (
    <p style={{ margin: '0 0 8px', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, fontWeight: tokens.fontWeightSemibold }}>
      {t('progress.stepOf', position)}
    </p>
  );
}
