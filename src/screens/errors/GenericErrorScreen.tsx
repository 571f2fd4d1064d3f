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
 * Generic error (route /error?applicationId=…): title, message ("Invalid route" first with
 * `?reason=invalid_route`, when the server named a step the flow lacks), the application reference
 * (from the search parameter, else session storage) and the help panel.
 */
export default function GenericErrorScreen(_props: ScreenProps) {
  const { t } = useTranslation(['screens', 'errors']);
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') || readSession(SESSION_KEYS.applicationId);
  return (
    <ScreenLayout>
      <ScreenTitle>{t('genericError.title')}</ScreenTitle>
      {search.get('reason') === 'invalid_route' && <Text as="p">{t('errors:invalid_route')}</Text>}
      <Text as="p">{t('genericError.message')}</Text>
      <ApplicationReference applicationId={applicationId} />
      <HelpPanel />
    </ScreenLayout>
  );
}
