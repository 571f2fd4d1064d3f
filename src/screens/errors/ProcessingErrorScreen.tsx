import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../types';
import { ApplicationReference, referenceOf } from '../common/ApplicationReference';
import { HelpPanel } from '../common/HelpPanel';
import { OnlineBankingButton } from '../common/OnlineBankingButton';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { useCachedApplication } from '../common/useCachedApplication';

/**
 * Processing error (route /processing-error): title, "We encountered an error with the data
 * you entered.", the application reference when known, online banking in a new tab and the help panel.
 */
export default function ProcessingErrorScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  const application = useCachedApplication();
  return (
    <ScreenLayout>
      <ScreenTitle>{t('processingError.title')}</ScreenTitle>
      <Text as="p">{t('processingError.message')}</Text>
      <ApplicationReference reference={referenceOf(application)} />
      <ScreenActions>
        <OnlineBankingButton newTab />
      </ScreenActions>
      <HelpPanel />
    </ScreenLayout>
  );
}
