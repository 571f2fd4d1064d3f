import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../parts/ScreenTitle';

/** A /staff path the console does not know, or (`forbidden`) a screen the signed-in role may not open. */
export function NotFoundScreen({ forbidden = false }: { forbidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <section>
      <ScreenTitle title={forbidden ? t('notFound.forbiddenTitle') : t('notFound.title')} />
      <p>{forbidden ? t('notFound.forbiddenMessage') : t('notFound.message')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
