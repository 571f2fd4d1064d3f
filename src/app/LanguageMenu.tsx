import { lazy, Suspense, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** The Fluent menu, loaded when the user reaches for the language button. */
const LanguageMenuPopup = lazy(() => import('./LanguageMenuPopup'));

/**
 * Language menu of the header (English / Español). A plain button until the user hovers,
 * focuses or presses it; then the Fluent Menu loads (keeps it out of the first page's JS).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const [wanted, setWanted] = useState<'preload' | 'open' | null>(null);
  const current = i18n.language.startsWith('es') ? 'es' : 'en';
  const trigger = (
    <Button
      appearance="subtle"
      aria-label={t('language.label')}
      aria-haspopup="menu"
      onPointerEnter={() => setWanted((w) => w ?? 'preload')}
      onFocus={() => setWanted((w) => w ?? 'preload')}
      onClick={() => setWanted('open')}
    >
      {t(`language.${current}`)}
    </Button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenuPopup current={current} defaultOpen={wanted === 'open'} />
    </Suspense>
  );
}
