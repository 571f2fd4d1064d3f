import { Button, Field, Input, Link, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CODE_FIELD, FORM_TOKEN_FIELD, RESEND_FIELD, RESEND_VALUE, type PostedForm } from '../../core/forms/postedForm';
import { useFlow } from '../../flow/FlowContext';
import { postPath, useServerForm } from '../../flow/forms/serverForm';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { OTP_LENGTH } from './otpErrors';

/**
 * The code screen for a member without JavaScript (rendered by the server only, never taken
 * over): one numeric field the phone can fill from the SMS (`autocomplete="one-time-code"`),
 * posted to the server with the page's form token; the server's message for a wrong code under
 * it; "Resend code" (a second submit button, after Verify so that Enter verifies) and what the
 * server answered to it (sent, or the seconds to wait); a link back to the apply page. The code's
 * token travels in an HttpOnly cookie, never in the page.
 */
export function OtpNoScriptForm({ posted }: { posted: PostedForm }) {
  const { t } = useTranslation(['screens', 'errors', 'common', 'forms']);
  const { flow, product, routeOf } = useFlow();
  const { formToken } = useServerForm();
  const message = posted.messageKey ? t(posted.messageKey, { length: OTP_LENGTH }) : undefined;
  const resend = posted.resend;
  return (
    <ScreenLayout>
      <ScreenTitle>{t('screens:otp.title')}</ScreenTitle>
      <Text as="p">{posted.phoneLast4 ? t('screens:otp.sentTo', { last4: posted.phoneLast4 }) : t('screens:otp.sentToPhone')}</Text>
      {resend?.kind === 'sent' && (
        <Text as="p" role="status">
          {t('screens:otp.codeResent')}
        </Text>
      )}
      {resend?.kind === 'wait' && (
        <Text as="p" role="alert">
          {t('screens:otp.resendIn', { seconds: resend.seconds })}
        </Text>
      )}
      <form method="post" action={postPath(routeOf('OTP_VERIFY'), product)} noValidate>
        {formToken !== undefined && <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />}
        <Field label={{ children: t('forms:widgets.otp.label'), htmlFor: 'otp-code' }} validationMessage={message} validationState={message ? 'error' : 'none'}>
          <Input id="otp-code" name={CODE_FIELD} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH + 4} />
        </Field>
        <ScreenActions>
          <Button appearance="primary" type="submit">
            {t('common:buttons.verify')}
          </Button>
          <Button appearance="secondary" type="submit" name={RESEND_FIELD} value={RESEND_VALUE}>
            {t('common:buttons.resend')}
          </Button>
          <Link href={postPath(routeOf(flow.steps[0]?.step ?? 'MAIN_APPLY'), product)}>{t('common:buttons.cancel')}</Link>
        </ScreenActions>
      </form>
    </ScreenLayout>
  );
}
