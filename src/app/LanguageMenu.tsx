import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFlow } from '../flow/FlowContext';
import { postPath } from '../flow/forms/serverForm';
import { useHydrated } from '../services/useHydrated';

/** The Fluent menu's code: fetched once the page is idle (or when the user reaches for it first). */
const loadPopup = () => import('./LanguageMenuPopup');
const LanguageMenuPopup = lazy(loadPopup);

/** Time after the first render at which the menu's code is fetched, in ms. */
const PRELOAD_AFTER_MS = 1200;

/**
 * Language menu of the header (English / Español). Until it is first used it is a plain button
 * that renders the Fluent Menu and opens it: the menu's code is fetched shortly after the page is
 * interactive (out of the first page's JavaScript), but the menu itself (and the focus manager it
 * starts, a long task on a slow phone) only comes with the first click. Without JavaScript the
 * page also holds, in `<noscript>`, a link to the other language (server/http/routes/languageChoice.ts
 * sets the language cookie and brings the member back to this page, rendered in it).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const current = i18n.language.startsWith('es') ? 'es' : 'en';
  const other = current === 'es' ? 'en' : 'es';
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The page's path and product (the server renders a route once per product: it has no query string to keep).
  const here = postPath(pathname, useFlow().product);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadPopup(), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const trigger = (
    <Button
      appearance="subtle"
      aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
      aria-haspopup="menu"
      aria-disabled={!hydrated || undefined}
      onClick={() => {
        setUsed(true);
        // After this click has finished: a menu opened during it would see it as an outside click.
        window.setTimeout(() => setOpen(true), 50);
      }}
    >
      {t(`language.${current}`)}
    </Button>
  );
  if (!used)
    return (
      <>
        {trigger}
        <noscript>
          <Button as="a" appearance="subtle" href={`/language/${other}?next=${encodeURIComponent(here)}`} lang={other} hrefLang={other}>
            {t(`language.${other}`)}
          </Button>
        </noscript>
      </>
    );
  return (
    <Suspense fallback={trigger}>
      <LanguageMenuPopup current={current} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
