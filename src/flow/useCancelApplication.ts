import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../api/client';
import { useClearApplication } from '../api/application';
import { useGoToStep } from './FlowContext';
import { useDialog } from '../services/dialog';

/** Value of the dialog action that confirms the cancellation. */
export const CANCEL_APPLICATION_ACTION = 'cancelApplication';

/** Search parameter of the canceled page when the session timed out (`?reason=timeout`): the page says so. */
export const CANCELED_BY_TIMEOUT_SEARCH = 'reason=timeout';

/**
 * Asks for confirmation ("Keep my application", the primary button, or "Cancel application",
 * the outlined one: the safe choice is the prominent one); when confirmed, posts
 * `application/cancel` and, whatever the answer, clears the cached application and goes to
 * the canceled page.
 */
export function useCancelApplication(): () => Promise<void> {
  const dialog = useDialog();
  const clearApplication = useClearApplication();
  const goToStep = useGoToStep();
  const { t } = useTranslation('common');
  return useCallback(async () => {
    const choice = await dialog.open({
      title: t('cancelDialog.title'),
      content: t('cancelDialog.content'),
      actions: [
        { value: CANCEL_APPLICATION_ACTION, label: t('cancelDialog.confirm'), variant: 'secondary' },
        { value: 'cancel', label: t('cancelDialog.keep'), variant: 'primary' },
      ],
    });
    if (choice !== CANCEL_APPLICATION_ACTION) return;
    await cancelApplicationNow(clearApplication, goToStep);
  }, [dialog, clearApplication, goToStep, t]);
}

/**
 * Posts the cancel, then clears the cache and goes to the canceled page (no confirmation); with
 * `reason` 'timeout' the page says the session timed out.
 */
export async function cancelApplicationNow(
  clearApplication: () => void,
  goToStep: ReturnType<typeof useGoToStep>,
  reason?: 'timeout',
): Promise<void> {
  try {
    await apiPost('application/cancel');
  } catch {
    /* the cache is cleared regardless (SPEC section 4) */
  }
  clearApplication();
  goToStep('APPLICATION_CANCELED', reason === 'timeout' ? { search: CANCELED_BY_TIMEOUT_SEARCH } : undefined);
}
