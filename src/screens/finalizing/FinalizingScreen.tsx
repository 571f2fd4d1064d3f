import { Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery } from '../../api/application';
import type { ScreenProps } from '../types';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { readSelectedSchedule } from '../common/sessionKeys';
import { useFollowStep } from '../common/useFollowStep';
import { CostComparison } from './CostComparison';

/**
 * Finalizing (route /application/finalizing): while the loan is funded, shows what a payday
 * loan would cost beside the credit union's finance charge for the selected schedule (two bars
 * on one scale, and the saving); follows the polled step once it changes.
 */
export default function FinalizingScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  const { data: application } = useApplicationQuery();
  useFollowStep(application);
  const schedule = readSelectedSchedule() ?? application?.selected_loan_schedule ?? null;

  return (
    <ScreenLayout centered>
      <ScreenTitle>{t('finalizing.title')}</ScreenTitle>
      <Spinner size="large" aria-hidden="true" />
      <Text as="p" role="status">
        {t('finalizing.message')}
      </Text>
      {schedule && <CostComparison schedule={schedule} />}
    </ScreenLayout>
  );
}
