import { useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../services/brand';
import { frameSettings, isFramed } from '../../services/parentFrame';

/**
 * "Go to online banking": a link styled as a button to the brand's online banking; with
 * `newTab` it opens in a new tab (rel noopener). With `returnFromFrame`, inside online banking's
 * frame with LAUNCH_RETURN_URL set, it is "Back to online banking" to that address, in the whole
 * window (target _top), once the page is live (the server's HTML shows the usual link).
 */
export function OnlineBankingButton({
  appearance = 'primary',
  newTab = false,
  returnFromFrame = false,
}: {
  appearance?: 'primary' | 'secondary';
  newTab?: boolean;
  returnFromFrame?: boolean;
}) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const [returnUrl, setReturnUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!returnFromFrame || !isFramed()) return;
    let live = true;
    void frameSettings().then((s) => live && setReturnUrl(s.returnUrl));
    return () => {
      live = false;
    };
  }, [returnFromFrame]);
  if (returnUrl) {
    return (
      <Button as="a" appearance={appearance} href={returnUrl} target="_top">
        {t('buttons.backToOnlineBanking')}
      </Button>
    );
  }
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
