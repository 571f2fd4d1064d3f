import { Button, Text } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGoToStep } from '../../flow/FlowContext';
import { useHydrated } from '../../services/useHydrated';
import type { ScreenProps } from '../types';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { useTellParent } from '../common/useTellParent';

/**
 * Canceled (route /application-canceled): title, content and "Start a new application" (to
 * /apply). With `?reason=timeout` (the session timed out) the content says so.
 */
export default function CanceledScreen(_props: ScreenProps) {
  const { t } = useTranslation('screens');
  const goToStep = useGoToStep();
  const [search] = useSearchParams();
  useTellParent({ type: 'loan:canceled' });
  // The server renders this page: until it is live its button says it cannot be used yet (a tap
  // on the server's HTML would do nothing), with no visual change. The server renders the page
  // once for every search, so the timed-out text follows the takeover.
  const live = useHydrated();
  const timedOut = live && search.get('reason') === 'timeout';
  return (
    <ScreenLayout>
      <ScreenTitle>{t('canceled.title')}</ScreenTitle>
      <Text as="p">{t(timedOut ? 'canceled.timedOut' : 'canceled.content')}</Text>
      <ScreenActions>
        <Button appearance="primary" aria-disabled={!live || undefined} onClick={() => live && goToStep('MAIN_APPLY')}>
          {t('canceled.startNew')}
        </Button>
      </ScreenActions>
    </ScreenLayout>
  );
}
