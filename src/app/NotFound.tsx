import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePreloadStep } from '../flow/preloadStep';

/** Page-not-found view (SPEC section 2). */
export function NotFound() {
  const { t } = useTranslation('common');
  const preload = usePreloadStep('MAIN_APPLY');
  return (
    <section>
      <h1>{t('router.notFound')}</h1>
      <p>{t('router.notFoundMessage')}</p>
      <Link to="/apply" {...preload}>{t('router.goHome')}</Link>
    </section>
  );
}
