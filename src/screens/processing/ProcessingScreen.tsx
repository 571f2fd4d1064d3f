import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery } from '../../api/application';
import { useApplicationLongPoll } from '../../api/applicationWait';
import type { ScreenProps } from '../types';
import { ApplicationReference } from '../common/ApplicationReference';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { useFollowStep } from '../common/useFollowStep';

/**
 * Waiting screen of PROCESSING_APPLICATION, AWAITING_SIGNATURE_CONFIRMATION and LOADING: a
 * spinner and a message while the application is polled (and long-polled: useApplicationLongPoll);
 * follows the step once it changes.
 * When the outcome says manual review, tells the applicant they will be notified, with the
 * application reference to quote when they call.
 */
export default function ProcessingScreen({ step }: ScreenProps) {
  const { t } = useTranslation('screens');
  const { data: application } = useApplicationQuery();
  useApplicationLongPoll(application);
  useFollowStep(application);
  const manualReview = application?.outcome?.manual_review === true;
  const waiting = step?.step === 'AWAITING_SIGNATURE_CONFIRMATION' ? 'confirmation' : 'processing';

  if (manualReview) {
    return (
      <ScreenLayout centered>
        <ScreenTitle>{t('manualReview.title')}</ScreenTitle>
        <MessageBar intent="info" layout="multiline" style={{ alignSelf: 'stretch' }}>
          <MessageBarBody>{t('manualReview.message')}</MessageBarBody>
        </MessageBar>
        <ApplicationReference reference={application?.reference} />
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout centered>
      <ScreenTitle>{t(`${waiting}.title`)}</ScreenTitle>
      <Spinner size="large" aria-hidden="true" />
      <Text as="p" role="status">
        {t(`${waiting}.message`)}
      </Text>
    </ScreenLayout>
  );
}
