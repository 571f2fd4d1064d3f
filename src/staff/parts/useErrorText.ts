import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/errors';

/**
 * The text staff read for a failed call: `staff:errors.<ERROR_CODE>` in the page's language,
 * else `errors.default`; never the server's English message.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const code = errorCodeOf(error);
    const fallback = t('errors.default');
    return code ? t(`errors.${code}`, { defaultValue: fallback }) : fallback;
  };
}
