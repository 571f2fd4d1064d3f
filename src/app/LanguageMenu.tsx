import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../services/useHydrated';

/** The Fluent menu, loaded once the page is idle (or when the user reaches for it first). */
const LanguageMenuPopup = lazy(() => import('./LanguageMenuPopup'));

/** Time after the first render at which the menu code is fetched, in ms. */
const PRELOAD_AFTER_MS = 1200;

/**
 * Language menu of the header (English / Español). Until the Fluent Menu has loaded (shortly
 * after the page is interactive, keeping it out of the first page's JavaScript) it is a plain
 * button that loads the menu and opens it.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const current = i18n.language.startsWith('es') ? 'es' : 'en';
  const hydrated = useHydrated();

  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const trigger = (
    <Button
      appearance="subtle"
      aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
      aria-haspopup="menu"
      aria-disabled={!hydrated || undefined}
      onClick={() => {
        setLoaded(true);
        // After this click has finished: a menu opened during it would see it as an outside click.
        window.setTimeout(() => setOpen(true), 50);
      }}
    >
      {t(`language.${current}`)}
    </Button>
  );
  if (!loaded) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenuPopup current={current} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
