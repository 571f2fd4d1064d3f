import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** What a screen shows while its data loads. */
export function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} style={{ margin: '48px auto' }} />;
}
