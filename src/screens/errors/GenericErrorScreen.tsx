import { Text } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../types';
import { ApplicationReference } from '../common/ApplicationReference';
import { HelpPanel } from '../common/HelpPanel';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { SESSION_KEYS, readSession } from '../common/sessionKeys';

/**
 * Generic error (route /error?applicationId=…): title, message, the application reference
 * (from the search parameter, else session storage) and the help panel.
 */
export default function GenericErrorScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') || readSession(SESSION_KEYS.applicationId);
  return (
    <ScreenLayout>
      <ScreenTitle>{t('genericError.title')}</ScreenTitle>
      <Text as="p">{t('genericError.message')}</Text>
      <ApplicationReference applicationId={applicationId} />
      <HelpPanel />
    </ScreenLayout>
  );
}
