import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** Text of a route error (Error, Response-like or anything else). */
export function describeRouteError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'statusText' in error) return String((error as { statusText: unknown }).statusText);
  return String(error);
}

/** Default route error view: "Something went wrong" with a Show Error / Hide Error toggle. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <section role="alert">
      <h1>{t('router.somethingWrong')}</h1>
      <Button onClick={() => setShown((s) => !s)} aria-expanded={shown}>
        {shown ? t('router.hideError') : t('router.showError')}
      </Button>
      {shown && <pre style={{ whiteSpace: 'pre-wrap' }}>{describeRouteError(error)}</pre>}
    </section>
  );
}
