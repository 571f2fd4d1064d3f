import { Text } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../types';
import { ApplicationReference, referenceOf } from '../common/ApplicationReference';
import { HelpPanel } from '../common/HelpPanel';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';

/**
 * Generic error (route /error?reference=…&applicationId=…): title, message ("Invalid route" first with
 * `?reason=invalid_route`, when the server named a step the flow lacks), the application reference
 * (from the search parameters, else session storage; `referenceOf`) and the help panel.
 */
export default function GenericErrorScreen(_props: ScreenProps) {
  const { t } = useTranslation(['screens', 'errors']);
  const [search] = useSearchParams();
  return (
    <ScreenLayout>
      <ScreenTitle>{t('genericError.title')}</ScreenTitle>
      {search.get('reason') === 'invalid_route' && <Text as="p">{t('errors:invalid_route')}</Text>}
      <Text as="p">{t('genericError.message')}</Text>
      <ApplicationReference reference={referenceOf(undefined, search)} />
      <HelpPanel />
    </ScreenLayout>
  );
}
