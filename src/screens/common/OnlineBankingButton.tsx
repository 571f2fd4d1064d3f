import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../services/brand';

/**
 * "Go to online banking": a link styled as a button to the brand's online banking; with
 * `newTab` it opens in a new tab (rel noopener).
 */
export function OnlineBankingButton({
  appearance = 'primary',
  newTab = false,
}: {
  appearance?: 'primary' | 'secondary';
  newTab?: boolean;
}) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  return (
    <Button
      as="a"
      appearance={appearance}
      href={brand.onlineBankingUrl}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {t('buttons.onlineBanking')}
    </Button>
  );
}
