import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../types';
import { ApplicationReference, referenceOf } from '../common/ApplicationReference';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { useCachedApplication } from '../common/useCachedApplication';
import { deniedContent } from './deniedContent';
import { useBundledNamespace } from '../../i18n/useBundledNamespace';
import en from '../../../locales/en/denial.json';
import es from '../../../locales/es/denial.json';

/** Days before a denied applicant may apply again (SPEC section 9). */
export const REAPPLY_AFTER_DAYS = 7;

/**
 * Denied (route /application-denied): the title, then each thing once: the no-checking-account
 * or not-eligible message when the outcome names those reasons, the other reasons as a list
 * (the general message only when there is no reason to give), when the applicant may reapply
 * (SPEC: after 7 days), and the application reference if one is stored.
 */
export default function DeniedScreen(_props: ScreenProps) {
  useBundledNamespace('denial', { en, es });
  const { t } = useTranslation(['screens', 'denial']);
  const application = useCachedApplication();
  const reasons = application?.outcome?.reasons ?? [];
  const { messageKey, listed } = deniedContent(reasons);

  return (
    <ScreenLayout>
      <ScreenTitle>{t('screens:denied.title')}</ScreenTitle>
      {messageKey && <Text as="p">{t(`screens:denied.${messageKey}`)}</Text>}
      {listed.length > 0 && (
        <>
          <Text as="p">{t('screens:denied.reasonsIntro')}</Text>
          <ul>
            {listed.map((code) => (
              <li key={code}>{t(`denial:reasons.${code}`, { defaultValue: code })}</li>
            ))}
          </ul>
        </>
      )}
      <Text as="p">{t('screens:denied.reapply', { days: REAPPLY_AFTER_DAYS })}</Text>
      <ApplicationReference reference={referenceOf(application)} />
    </ScreenLayout>
  );
}
