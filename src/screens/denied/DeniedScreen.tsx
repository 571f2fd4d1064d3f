import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../types';
import { ApplicationReference } from '../common/ApplicationReference';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { SESSION_KEYS, readSession } from '../common/sessionKeys';
import { useCachedApplication } from '../common/useCachedApplication';

/** Days before a denied applicant may apply again (SPEC section 9). */
export const REAPPLY_AFTER_DAYS = 7;

/**
 * Denied (route /application-denied): title and message (the no-checking-account or
 * not-eligible message when the outcome names those reasons), the translated reasons, when
 * the applicant may reapply, and the application reference if one is stored.
 */
export default function DeniedScreen(_props: ScreenProps) {
  const { t } = useTranslation(['screens', 'errors']);
  const application = useCachedApplication();
  const reasons = application?.outcome?.reasons ?? [];
  const applicationId = readSession(SESSION_KEYS.applicationId) ?? application?.application_id;
  const message = reasons.includes('NO_CHECKING_ACCOUNT')
    ? t('screens:denied.noCheckingAccount')
    : reasons.includes('NOT_ELIGIBLE')
      ? t('screens:denied.notEligible')
      : t('screens:denied.message');

  return (
    <ScreenLayout>
      <ScreenTitle>{t('screens:denied.title')}</ScreenTitle>
      <Text as="p">{message}</Text>
      {reasons.length > 0 && (
        <>
          <Text as="p">{t('screens:denied.reasonsIntro')}</Text>
          <ul>
            {reasons.map((code) => (
              <li key={code}>{t(`errors:denialReasons.${code}`, { defaultValue: code })}</li>
            ))}
          </ul>
        </>
      )}
      <Text as="p">{t('screens:denied.reapply', { days: REAPPLY_AFTER_DAYS })}</Text>
      <ApplicationReference applicationId={applicationId} />
    </ScreenLayout>
  );
}
