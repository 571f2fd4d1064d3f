import { useEffect, useRef } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HelpPanel } from '../../screens/common/HelpPanel';
import type { ApplyFailure } from './applyFailure';

/**
 * The apply page's message when the code could not be sent or there were too many tries: what
 * happened, what to do (check the number, try again; or when to try again) and the support
 * phone and hours. Loaded only when it is needed (the apply page's budget). Takes the focus.
 */
export default function ApplyFailureMessage({ failure }: { failure: ApplyFailure }) {
  const { t } = useTranslation('errors');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [failure]);
  const minutes = failure.kind === 'rateLimited' && failure.retryAfterSeconds ? Math.ceil(failure.retryAfterSeconds / 60) : undefined;
  return (
    <div ref={box} tabIndex={-1} role="alert" style={{ display: 'grid', gap: 12, marginBottom: 16, outline: 'none' }}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t(failure.kind === 'sendFailed' ? 'errors:codes.FAILED_TO_SEND_OTP' : 'errors:apply.tooMany')}</MessageBarTitle>
          <span style={{ display: 'block' }}>
            {failure.kind === 'sendFailed' ? t('errors:apply.sendFailed') : minutes ? t('errors:apply.tryAgainIn', { count: minutes }) : t('errors:apply.tryAgainLater')}
          </span>
        </MessageBarBody>
      </MessageBar>
      <HelpPanel />
    </div>
  );
}
