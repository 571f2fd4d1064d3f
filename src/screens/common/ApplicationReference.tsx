import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ApplicationView } from '../../core/application';
import { SESSION_KEYS, readSession } from './sessionKeys';

const useStyles = makeStyles({
  // The reference is read aloud on the phone: it never breaks across lines, and its letters stand out.
  value: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold, letterSpacing: '0.04em' },
});

/**
 * The reference to show for an application: the short one (`PAL-7Q4K-2M`) from the `reference`
 * search parameter, the application or session storage; else, for a tab from before references
 * existed, the application id from the same places. Null when none is known.
 */
export function referenceOf(application: Pick<ApplicationView, 'reference' | 'application_id'> | undefined, search?: URLSearchParams): string | null {
  return (
    search?.get('reference') ||
    application?.reference ||
    readSession(SESSION_KEYS.applicationReference) ||
    search?.get('applicationId') ||
    application?.application_id ||
    readSession(SESSION_KEYS.applicationId) ||
    null
  );
}

/** "Application reference: PAL-7Q4K-2M" (the value on one line); renders nothing when it is unknown. */
export function ApplicationReference({ reference }: { reference: string | null | undefined }) {
  const { t } = useTranslation('screens');
  const styles = useStyles();
  if (!reference) return null;
  return (
    <Text as="p" data-testid="application-reference">
      {t('common.referenceLabel')}: <span className={styles.value}>{reference}</span>
    </Text>
  );
}
