import { useEffect } from 'react';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../services/brand';
import type { ScreenProps } from '../types';
import { ApplicationReference, referenceOf } from '../common/ApplicationReference';
import { OnlineBankingButton } from '../common/OnlineBankingButton';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { readSelectedSchedule } from '../common/sessionKeys';
import { useCachedApplication } from '../common/useCachedApplication';
import { useTellParent } from '../common/useTellParent';
import { formatCurrency } from '../format';
import { SuccessCheck } from './SuccessCheck';
import { celebrate } from './celebrate';

/**
 * Completed (route /application-completed): confetti and a check mark, funds deposited,
 * the institution, the application reference, the savings against a payday loan when above 0, and online banking.
 */
export default function CompletedScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  const brand = useBrand();
  const application = useCachedApplication();
  const schedule = application?.selected_loan_schedule ?? readSelectedSchedule();
  const savings = schedule?.loan_savings ?? 0;
  const reference = referenceOf(application);
  useTellParent(reference ? { type: 'loan:completed', reference } : { type: 'loan:completed' });

  useEffect(() => {
    void celebrate();
  }, []);

  return (
    <ScreenLayout centered>
      <SuccessCheck />
      <ScreenTitle>{t('completed.title')}</ScreenTitle>
      <Text as="p">{t('completed.content', { institution: brand.institutionName })}</Text>
      {savings > 0 && (
        <Text as="p" weight="semibold">
          {t('completed.savings', { amount: formatCurrency(savings) })}
        </Text>
      )}
      <ApplicationReference reference={referenceOf(application)} />
      <ScreenActions>
        <OnlineBankingButton returnFromFrame />
      </ScreenActions>
    </ScreenLayout>
  );
}
