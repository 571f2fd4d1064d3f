import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../types';
import { ApplicationReference, referenceOf } from '../common/ApplicationReference';
import { HelpPanel } from '../common/HelpPanel';
import { ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { useCachedApplication } from '../common/useCachedApplication';
import { deniedContent } from './deniedContent';
import { formatLongDate } from '../format';
import { useBundledNamespace } from '../../i18n/useBundledNamespace';
import en from '../../../locales/en/denial.json';
import { useTellParent } from '../common/useTellParent';
import es from '../../../locales/es/denial.json';

/** Days before a denied applicant may apply again (SPEC section 9), said when the server named no day. */
export const REAPPLY_AFTER_DAYS = 7;

/**
 * Denied (route /application-denied): the title, then each thing once: the no-checking-account
 * or not-eligible message when the outcome names those reasons, the other reasons as a list
 * (the general message only when there is no reason to give), the day from which a new
 * application can succeed (the outcome's `reapply_on`, a long date in the page's language; "after
 * 7 days" when the server named none), the application reference if one is stored, and the help panel.
 */
export default function DeniedScreen(_props: ScreenProps) {
  useBundledNamespace('denial', { en, es });
  const { t, i18n } = useTranslation('denial');
  const application = useCachedApplication();
  useTellParent({ type: 'loan:denied' });
  const reasons = application?.outcome?.reasons ?? [];
  const { messageKey, listed } = deniedContent(reasons);
  const reapplyOn = application?.outcome?.reapply_on;

  return (
    <ScreenLayout>
      <ScreenTitle>{t('denial:screen.title')}</ScreenTitle>
      {messageKey && <Text as="p">{t(`denial:screen.${messageKey}`)}</Text>}
      {listed.length > 0 && (
        <>
          <Text as="p">{t('denial:screen.reasonsIntro')}</Text>
          <ul>
            {listed.map((code) => (
              <li key={code}>{t(`denial:reasons.${code}`, { defaultValue: code })}</li>
            ))}
          </ul>
        </>
      )}
      <Text as="p">
        {reapplyOn
          ? t('denial:screen.reapplyOn', { date: formatLongDate(reapplyOn, i18n.language) })
          : t('denial:screen.reapply', { days: REAPPLY_AFTER_DAYS })}
      </Text>
      <ApplicationReference reference={referenceOf(application)} />
      <HelpPanel />
    </ScreenLayout>
  );
}
