import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { APPLICATION_KEY, useClearApplication } from '../../api/application';
import { apiGet } from '../../api/client';
import type { ApplicationView } from '../../core/application';
import { useGoToStep } from '../../flow/FlowContext';
import { cancelApplicationNow } from '../../flow/useCancelApplication';
import type { ScreenProps } from '../types';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { errorCodeMessage } from '../../api/errors';
import type { SigningEvent } from './signingMessage';
import { stepAfterSigning } from './stepAfterSigning';
import { useSigningMessages } from './useSigningMessages';
import { useSigningUrl } from './useSigningUrl';

const useStyles = makeStyles({
  frame: {
    width: '100%',
    height: '75vh',
    minHeight: '30rem',
    border: 'none',
    // On a phone the agreement fills the screen once scrolled to (the frame scrolls, not a small window in the page).
    '@media (max-width: 30rem)': { height: '100dvh' },
  },
});

/**
 * Signing (route /application/sign): starts the signing ceremony and embeds it; the signing
 * window's messages move the applicant on (to the server's step: confirmation, then finalizing) or cancel the application.
 */
export default function SignScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation(['screens', 'errors']);
  const styles = useStyles();
  const goToStep = useGoToStep();
  const clear = useClearApplication();
  const language = (i18n.language || 'en').slice(0, 2);
  const signing = useSigningUrl(language);
  const handled = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const queryClient = useQueryClient();

  useSigningMessages(signing.data?.signing_url, frame, (event: SigningEvent) => {
    if (handled.current) return;
    handled.current = true;
    if (event === 'cancel') {
      void cancelApplicationNow(clear, goToStep);
    } else {
      // The cached application still says DOCUSIGN: re-read it and go where the server is (the
      // confirmation page while the signature is confirmed), never to a page the guard refuses.
      void queryClient
        .fetchQuery({ queryKey: APPLICATION_KEY, queryFn: () => apiGet<ApplicationView>('application'), staleTime: 0 })
        .then((fresh) => fresh.step, () => undefined)
        .then((step) => goToStep(stepAfterSigning(step)));
    }
  });

  return (
    <ScreenLayout>
      <ScreenTitle>{t('screens:sign.title')}</ScreenTitle>
      {signing.isPending && <Spinner label={t('screens:sign.loading')} />}
      {signing.isError && (
        <>
          <MessageBar intent="error" role="alert" layout="multiline">
            <MessageBarBody>{errorCodeMessage(t, signing.error.error_code)}</MessageBarBody>
          </MessageBar>
          <ScreenActions>
            <Button appearance="primary" onClick={() => void signing.refetch()}>
              {t('screens:sign.retry')}
            </Button>
          </ScreenActions>
        </>
      )}
      {signing.data && (
        <iframe ref={frame} className={styles.frame} title={t('screens:sign.frameTitle')} src={signing.data.signing_url} />
      )}
    </ScreenLayout>
  );
}
