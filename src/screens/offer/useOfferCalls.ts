import { useTranslation } from 'react-i18next';
import { useToast } from '../../services/toast';
import type { ApplicationView, LoanSchedule } from '../../core/application';
import { errorCodeMessage } from '../../api/errors';
import { writeSelectedSchedule } from '../common/sessionKeys';
import { useOptimisticApplicationCall } from './useOptimisticApplicationCall';

/** Choosing an offer: optimistic `selected_offer_id` / `selected_loan_schedule`, POST select-offer. */
export function useSelectOffer() {
  const { t } = useTranslation('errors');
  const toast = useToast();
  return useOptimisticApplicationCall<LoanSchedule>(
    'application/select-offer',
    (schedule) => ({ offer_id: schedule.offer_id }),
    (application, schedule): ApplicationView => {
      writeSelectedSchedule(schedule);
      return { ...application, selected_offer_id: schedule.offer_id, selected_loan_schedule: schedule };
    },
    (error) => toast.error(errorCodeMessage(t, error.error_code)),
  );
}

/** The autopay switch: optimistic flag, POST enable-automatic-payments. */
export function useAutopayToggle() {
  const { t } = useTranslation('errors');
  const toast = useToast();
  return useOptimisticApplicationCall<boolean>(
    'application/enable-automatic-payments',
    (enabled) => ({ is_automatic_payments_enabled: enabled }),
    (application, enabled) => ({ ...application, is_automatic_payments_enabled: enabled }),
    (error) => toast.error(errorCodeMessage(t, error.error_code)),
  );
}
