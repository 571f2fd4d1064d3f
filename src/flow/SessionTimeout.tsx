import { useEffect, useMemo, useRef, useSyncExternalStore, useLayoutEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationView } from '../core/application';
import { apiPost } from '../api/client';
import { APPLICATION_KEY, useClearApplication } from '../api/application';
import { useGoToStep } from './FlowContext';
import { useDialog } from '../services/dialog';
import { cancelApplicationNow } from './useCancelApplication';
import { CountdownStore, EXPIRY_MARGIN_SECONDS, WARNING_THRESHOLD_SECONDS, formatMinutesSeconds } from '../services/countdown';

function LiveRemaining({ store }: { store: CountdownStore }) {
  const { t } = useTranslation('common');
  const remaining = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      <span aria-live="polite">{t('sessionDialog.content', { time: formatMinutesSeconds(remaining) })}</span>{' '}
      <span>{t('sessionDialog.logoutCancels')}</span>
    </>
  );
}

/** Props of the session timer: the session length and a key that restarts the countdown. */
export interface SessionTimeoutProps {
  expiresInSeconds: number;
  /** Changes whenever the server renews the session (e.g. the application's `_updatedAt`). */
  restartKey: unknown;
}

/**
 * Session-timeout service (SPEC section 4): counts down from expires_in_seconds − 10 every
 * second; at ≤ 120 s a non-dismissable dialog shows the live m:ss, says that logging out (or the
 * time running out) cancels the application, and offers Extend session (posts
 * application/refresh-session, the answer becomes the cached application and the countdown
 * restarts) and Log out now (cancels). At 0 the dialog closes and the application is
 * canceled, and the canceled page says the session timed out; a failed refresh cancels too.
 * Renders nothing itself.
 */
export function SessionTimeout({ expiresInSeconds, restartKey }: SessionTimeoutProps) {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const clearApplication = useClearApplication();
  const goToStep = useGoToStep();
  const { t } = useTranslation('common');
  const store = useMemo(() => new CountdownStore(), []);
  const warningOpen = useRef(false);
  const finished = useRef(false);
  const actions = useRef({ dialog, queryClient, clearApplication, goToStep, t });
  useLayoutEffect(() => {
    actions.current = { dialog, queryClient, clearApplication, goToStep, t };
  });

  useEffect(() => {
    finished.current = false;
    store.set(Math.max(0, expiresInSeconds - EXPIRY_MARGIN_SECONDS));
    const cancel = (reason?: 'timeout') => {
      if (finished.current) return;
      finished.current = true;
      const a = actions.current;
      void cancelApplicationNow(a.clearApplication, a.goToStep, reason);
    };
    const onTick = () => {
      const remaining = store.get();
      const a = actions.current;
      if (remaining <= 0) {
        window.clearInterval(timer);
        if (warningOpen.current) a.dialog.close('expired');
        cancel('timeout');
        return;
      }
      if (remaining <= WARNING_THRESHOLD_SECONDS && !warningOpen.current) {
        warningOpen.current = true;
        void a.dialog
          .open({
            title: a.t('sessionDialog.title'),
            content: <LiveRemaining store={store} />,
            dismissable: false,
            actions: [
              { value: 'logout', label: a.t('buttons.logoutNow'), variant: 'secondary' },
              { value: 'extend', label: a.t('buttons.extendSession'), variant: 'primary' },
            ],
          })
          .then(async (choice) => {
            if (choice === 'extend') {
              // The warning counts as open until the server has answered: the countdown (still
              // under 120 s) must not open it again while the refresh is on a slow network.
              try {
                const data = await apiPost<ApplicationView>('application/refresh-session');
                actions.current.queryClient.setQueryData(APPLICATION_KEY, { ...data, _updatedAt: Date.now() });
              } catch {
                cancel();
              } finally {
                warningOpen.current = false;
              }
            } else {
              warningOpen.current = false;
              if (choice === 'logout') cancel();
            }
          });
      }
    };
    const timer = window.setInterval(() => {
      store.set(store.get() - 1);
      onTick();
    }, 1000);
    onTick();
    return () => window.clearInterval(timer);
  }, [expiresInSeconds, restartKey, store]);

  useEffect(
    () => () => {
      if (warningOpen.current) actions.current.dialog.close(null);
    },
    [],
  );
  return null;
}
