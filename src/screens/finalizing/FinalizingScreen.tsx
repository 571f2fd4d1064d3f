import { Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery } from '../../api/application';
import { useApplicationLongPoll } from '../../api/applicationWait';
import type { ScreenProps } from '../types';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { readSelectedSchedule } from '../common/sessionKeys';
import { useFollowStep } from '../common/useFollowStep';
import { CostComparison } from './CostComparison';
import { useBundledNamespace } from '../../i18n/useBundledNamespace';
import en from '../../../locales/en/finalizing.json';
import es from '../../../locales/es/finalizing.json';

/**
 * Finalizing (route /application/finalizing): while the loan is funded, shows what a payday
 * loan would cost beside the credit union's finance charge for the selected schedule (two bars
 * on one scale, the saving, and what the payday figure assumes); follows the polled (and
 * long-polled: useApplicationLongPoll) step once it
 * changes. Its texts (`locales/<lang>/finalizing.json`) travel in its own chunk, not before /apply.
 */
export default function FinalizingScreen(_props: ScreenProps) {
  useBundledNamespace('finalizing', { en, es });
  const { t } = useTranslation('finalizing');
  const { data: application } = useApplicationQuery();
  useApplicationLongPoll(application);
  useFollowStep(application);
  const schedule = readSelectedSchedule() ?? application?.selected_loan_schedule ?? null;

  return (
    <ScreenLayout centered>
      <ScreenTitle>{t('title')}</ScreenTitle>
      <Spinner size="large" aria-hidden="true" />
      <Text as="p" role="status">
        {t('message')}
      </Text>
      {schedule && <CostComparison schedule={schedule} />}
    </ScreenLayout>
  );
}
