import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../types';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';

/** Offer declined (route /offer-declined): static text; the window may be closed. */
export default function OfferDeclinedScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  return (
    <ScreenLayout>
      <ScreenTitle>{t('offerDeclined.title')}</ScreenTitle>
      <Text as="p">{t('offerDeclined.content')}</Text>
    </ScreenLayout>
  );
}
