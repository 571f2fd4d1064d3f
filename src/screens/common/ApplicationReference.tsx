import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** "Application reference: …" line; renders nothing when the id is unknown. */
export function ApplicationReference({ applicationId }: { applicationId: string | null | undefined }) {
  const { t } = useTranslation('screens');
  if (!applicationId) return null;
  return (
    <Text as="p" data-testid="application-reference">
      {t('common.reference', { applicationId })}
    </Text>
  );
}
