import { useEffect, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery, useStepMutation } from '../../api/application';
import { useGoToStep } from '../../flow/FlowContext';
import type { ScreenProps } from '../types';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { errorCodeMessage } from '../../api/errors';
import { writeSelectedSchedule } from '../common/sessionKeys';
import { AutopaySwitch } from './AutopaySwitch';
import { OfferRadioGroup } from './OfferRadioGroup';
import { useAutopayToggle, useSelectOffer } from './useOfferCalls';
import { useDeclineOffer } from './useDeclineOffer';
import type { ApiError } from '../../api/errors';
import { useBundledNamespace } from '../../i18n/useBundledNamespace';
import en from '../../../locales/en/offer.json';
import es from '../../../locales/es/offer.json';

/**
 * Offer review (route /application/review-offer): the loan schedules as a radio group, the
 * automatic-payments switch, Accept offer (enabled once an offer is chosen) and Decline.
 */
export default function OfferReviewScreen(_props: ScreenProps) {
  useBundledNamespace('offer', { en, es });
  const { t } = useTranslation(['screens', 'errors', 'common']);
  const goToStep = useGoToStep();
  const { data: application } = useApplicationQuery();
  const selectOffer = useSelectOffer();
  const autopay = useAutopayToggle();
  const accept = useStepMutation('application/accept-offer');
  const decline = useDeclineOffer();
  const [declining, setDeclining] = useState(false);
  const [acceptError, setAcceptError] = useState<string | undefined>();

  const selectedSchedule = application?.selected_loan_schedule;
  useEffect(() => {
    if (selectedSchedule) writeSelectedSchedule(selectedSchedule);
  }, [selectedSchedule]);

  if (!application) return <Spinner label={t('screens:processing.loading')} />;
  const schedules = application.loan_schedules ?? [];
  const selectedId = application.selected_offer_id ?? selectedSchedule?.offer_id ?? null;
  const busy = accept.isPending || declining;

  const onAccept = async () => {
    setAcceptError(undefined);
    try {
      const next = await accept.mutateAsync(undefined);
      goToStep(next.step);
    } catch (error) {
      setAcceptError(errorCodeMessage(t, (error as ApiError).error_code));
    }
  };

  const onDecline = async () => {
    setDeclining(true);
    const declined = await decline();
    if (!declined) setDeclining(false);
  };

  return (
    <ScreenLayout>
      <ScreenTitle>{t('offer:title')}</ScreenTitle>
      <Text as="p">{t('offer:subtitle')}</Text>
      <OfferRadioGroup
        schedules={schedules}
        selectedId={selectedId}
        label={t('offer:groupLabel')}
        onSelect={(schedule) => selectOffer.mutate(schedule)}
      />
      <AutopaySwitch
        enabled={application.is_automatic_payments_enabled === true}
        discount={application.automatic_payment_apr_discount}
        disabled={busy}
        onChange={(enabled) => autopay.mutate(enabled)}
      />
      {acceptError && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{acceptError}</MessageBarBody>
        </MessageBar>
      )}
      <ScreenActions>
        <Button
          appearance="primary"
          disabled={!selectedId || busy || selectOffer.isPending}
          icon={accept.isPending ? <Spinner size="tiny" /> : undefined}
          onClick={onAccept}
        >
          {t('common:buttons.acceptOffer')}
        </Button>
        <Button disabled={busy} onClick={onDecline}>
          {t('common:buttons.decline')}
        </Button>
      </ScreenActions>
    </ScreenLayout>
  );
}
