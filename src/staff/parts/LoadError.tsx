import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './useErrorText';

/** A call that failed: what went wrong in the page's language, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{t('common.loadFailed')}</MessageBarTitle>
        {text(error)}
      </MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
