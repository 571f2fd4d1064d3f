import { useTranslation } from 'react-i18next';
import { apiPost } from '../../api/client';
import { useClearApplication } from '../../api/application';
import { useGoToStep } from '../../flow/FlowContext';
import { useDialog } from '../../services/dialog';

/**
 * Decline the offer: a confirmation dialog, then POST decline-offer; whatever its result the
 * cached application is cleared and the applicant goes to the canceled page (SPEC section 4).
 * Resolves false when the applicant kept the offer.
 */
export function useDeclineOffer(): () => Promise<boolean> {
  const { t } = useTranslation(['screens', 'common']);
  const dialog = useDialog();
  const clear = useClearApplication();
  const goToStep = useGoToStep();
  return async () => {
    const choice = await dialog.open({
      title: t('offer:declineDialog.title'),
      content: t('offer:declineDialog.content'),
      actions: [
        { value: 'cancel', label: t('offer:declineDialog.keep'), variant: 'secondary' },
        { value: 'decline', label: t('offer:declineDialog.confirm'), variant: 'primary' },
      ],
    });
    if (choice !== 'decline') return false;
    try {
      await apiPost<unknown>('application/decline-offer');
    } catch {
      /* the decline is final on the client whatever the server answered */
    }
    clear();
    goToStep('APPLICATION_CANCELED');
    return true;
  };
}
