import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
// Not from widgets/index: that would put the code input into the apply page's widgets chunk.
import { OtpInput } from '../../../widgets/otp/OtpInput';
import { apiPost } from '../../api/client';
import { APPLICATION_KEY } from '../../api/application';
import { useGoToStep } from '../../flow/FlowContext';
import { useToast } from '../../services/toast';
import type { ApplicationView } from '../../core/application';
import type { ScreenProps } from '../types';
import { ScreenActions, ScreenLayout } from '../common/ScreenLayout';
import { ScreenTitle } from '../common/ScreenTitle';
import { SESSION_KEYS, readSession, writeSession } from '../common/sessionKeys';
import { errorCodeOf } from '../../api/errors';
import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS, retryAfterSeconds, verifyFailure } from './otpErrors';
import { useCooldown } from './useCooldown';
import { useOtpTokenCheck } from './useOtpTokenCheck';
import { getVisitorId, startVisitorId } from '../../flow/visitorId';
import type { OtpResendAnswer } from '../../core/apiTypes';
import { useServerForm } from '../../flow/forms/serverForm';
import { OtpNoScriptForm } from './OtpNoScriptForm';

const useStyles = makeStyles({
  resendRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: `${tokens.spacingVerticalS} 0` },
  notice: { color: tokens.colorPaletteGreenForeground1 },
});

/**
 * The code screen (route /otp): the server's form for a member without JavaScript when the
 * server renders it (a code posted without JavaScript, see OtpNoScriptForm), else the app's.
 */
export default function OtpVerify(props: ScreenProps) {
  const { posted } = useServerForm();
  return posted?.screen === 'otp' ? <OtpNoScriptForm posted={posted} /> : <OtpVerifyScreen {...props} />;
}

/**
 * OTP verification (route /otp): checks the stored token, takes the six-digit code, verifies
 * it and follows the step the server names; resend with a 30 s cooldown (SPEC sections 2, 4, 8).
 */
function OtpVerifyScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation(['screens', 'errors', 'common']);
  const styles = useStyles();
  const goToStep = useGoToStep();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [otpToken] = useState(() => readSession(SESSION_KEYS.otpToken));
  const check = useOtpTokenCheck(otpToken);
  const cooldown = useCooldown();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  const restart = (messageKey?: string) => {
    writeSession(SESSION_KEYS.otpToken, null);
    if (messageKey) toast.error(t(messageKey));
    goToStep('MAIN_APPLY');
  };

  useEffect(() => {
    if (!otpToken) goToStep('MAIN_APPLY');
    else startVisitorId();
  }, [otpToken, goToStep]);

  // The server counts the resend cooldown from the code sent at apply: count down from its answer.
  const resendIn = check.data?.resend_available_in_seconds;
  const startCooldown = cooldown.start;
  useEffect(() => {
    if (resendIn) startCooldown(resendIn);
  }, [resendIn, startCooldown]);

  const tokenInvalid = check.isError;
  useEffect(() => {
    if (tokenInvalid) restart('errors:codes.OTP_INVALID_TOKEN');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the check fails
  }, [tokenInvalid]);

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (code.length < OTP_LENGTH) {
      setError(t('screens:otp.incomplete', { length: OTP_LENGTH }));
      return;
    }
    setBusy('verify');
    setError(undefined);
    setNotice(undefined);
    try {
      const visitorId = await getVisitorId();
      const application = await apiPost<ApplicationView>('application/otp/verify', {
        otp_token: otpToken,
        code,
        visitor_id: visitorId,
        language: i18n.language,
      });
      queryClient.setQueryData(APPLICATION_KEY, { ...application, _updatedAt: Date.now() });
      writeSession(SESSION_KEYS.otpToken, null);
      if (application.application_id) writeSession(SESSION_KEYS.applicationId, application.application_id);
      if (application.reference) writeSession(SESSION_KEYS.applicationReference, application.reference);
      goToStep(application.step);
    } catch (failure) {
      const reaction = verifyFailure(errorCodeOf(failure));
      if (reaction.kind === 'restart') restart(reaction.messageKey);
      else if (reaction.kind === 'processingError') goToStep('APPLICATION_PROCESSING_ERROR');
      else {
        setCode('');
        setError(t(reaction.messageKey));
      }
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy || !check.data || cooldown.remaining > 0) return;
    setBusy('resend');
    setError(undefined);
    setNotice(undefined);
    try {
      await apiPost<OtpResendAnswer>('application/otp/resend', { otp_token: otpToken, language: i18n.language });
      setCode('');
      setNotice(t('screens:otp.codeResent'));
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      const errorCode = errorCodeOf(failure);
      if (errorCode === 'OTP_TOKEN_EXPIRED') restart('errors:codes.OTP_TOKEN_EXPIRED');
      else if (errorCode === 'OTP_RESEND_COOLDOWN') cooldown.start(retryAfterSeconds(failure) ?? RESEND_COOLDOWN_SECONDS);
      else setError(t('errors:failed_to_resend_otp'));
    } finally {
      setBusy(null);
    }
  };

  const onChange = (value: string) => {
    setCode(value);
    if (error) setError(undefined);
  };

  return (
    <ScreenLayout>
      <ScreenTitle>{t('screens:otp.title')}</ScreenTitle>
      <Text as="p">
        {check.data
          ? t('screens:otp.sentTo', { last4: check.data.phone_number_last_4 })
          : t('screens:otp.sentToPhone')}
      </Text>
      <form onSubmit={verify} noValidate>
        <OtpInput value={code} onChange={onChange} error={error} disabled={busy === 'verify'} />
        {!error && code.length > 0 && code.length < OTP_LENGTH && (
          <Text as="p" size={200}>
            {t('screens:otp.incomplete', { length: OTP_LENGTH })}
          </Text>
        )}
        <div className={styles.resendRow}>
          <Link as="button" type="button" onClick={resend} disabled={busy !== null || !check.data || cooldown.remaining > 0}>
            {t('common:buttons.resend')}
          </Link>
          {cooldown.remaining > 0 && <Text>{t('screens:otp.resendIn', { seconds: cooldown.remaining })}</Text>}
        </div>
        <div role="status">{notice && <Text className={styles.notice}>{notice}</Text>}</div>
        <ScreenActions>
          <Button
            appearance="primary"
            type="submit"
            disabled={code.length < OTP_LENGTH || busy !== null}
            icon={busy === 'verify' ? <Spinner size="tiny" /> : undefined}
          >
            {t('common:buttons.verify')}
          </Button>
          <Button appearance="subtle" type="button" onClick={() => restart()}>
            {t('common:buttons.cancel')}
          </Button>
        </ScreenActions>
      </form>
    </ScreenLayout>
  );
}
