import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery } from '../../api/application';
import type { ScreenProps } from '../types';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { readSelectedSchedule } from '../common/sessionKeys';
import { useFollowStep } from '../common/useFollowStep';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import { formatCurrency } from '../format';
import { FADE_MS, useAlternation } from './useAlternation';

const useStyles = makeStyles({
  comparison: {
    minHeight: '4rem',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    transitionProperty: 'opacity',
    transitionDuration: `${FADE_MS}ms`,
    transitionTimingFunction: 'ease-in-out',
  },
  still: { transitionProperty: 'none' },
});

/**
 * Finalizing (route /application/finalizing): while the loan is funded, alternates every 6 s
 * (300 ms fade, none with reduced motion) between what a payday loan would cost and the credit
 * union's finance charge for the selected schedule; follows the polled step once it changes.
 */
export default function FinalizingScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  const styles = useStyles();
  const reducedMotion = usePrefersReducedMotion();
  const { data: application } = useApplicationQuery();
  useFollowStep(application);
  const schedule = readSelectedSchedule() ?? application?.selected_loan_schedule ?? null;
  const messages = schedule
    ? [
        t('finalizing.payday', { payday: formatCurrency(schedule.payday_finance_charge) }),
        t('finalizing.creditUnion', { financeCharge: formatCurrency(schedule.finance_charge) }),
      ]
    : [];
  const { index, visible } = useAlternation(messages.length, { reducedMotion });

  return (
    <ScreenLayout centered>
      <ScreenTitle>{t('finalizing.title')}</ScreenTitle>
      <Spinner size="large" aria-hidden="true" />
      <Text as="p" role="status">
        {t('finalizing.message')}
      </Text>
      {messages.length > 0 && (
        <p
          className={reducedMotion ? `${styles.comparison} ${styles.still}` : styles.comparison}
          style={{ opacity: visible ? 1 : 0 }}
          data-testid="finalizing-comparison"
        >
          {messages[index % messages.length]}
        </p>
      )}
    </ScreenLayout>
  );
}
