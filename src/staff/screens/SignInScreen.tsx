import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Divider, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useBrand } from '../../services/brand';
import { useSignIn, useStaffSession } from '../api/session';
import { STAFF_API_BASE } from '../api/staffClient';
import { LoadError } from '../parts/LoadError';
import { Loading } from '../parts/Loading';
import { ScreenTitle } from '../parts/ScreenTitle';
import { useErrorText } from '../parts/useErrorText';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import type { SignInState } from '../shell/RequireStaff';
import { STAFF_BASE } from '../shell/staffBase';

const useStyles = makeStyles({
  page: { minHeight: '100vh', background: tokens.colorNeutralBackground2, display: 'flex', flexDirection: 'column', alignItems: 'center' },
  top: { width: '100%', display: 'flex', justifyContent: 'flex-end', padding: '8px 16px', boxSizing: 'border-box' },
  card: {
    width: '100%', maxWidth: '440px', boxSizing: 'border-box', margin: '24px 16px', padding: '28px',
    background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusXLarge, boxShadow: tokens.shadow8,
    display: 'flex', flexDirection: 'column', gap: '16px',
  },
  brand: { display: 'flex', alignItems: 'center', gap: '10px', color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: '14px' },
});

/** Codes the OpenID Connect callback puts in `?error=` (server/staff/README.md). */
const OIDC_ERRORS = ['NO_STAFF_ROLE', 'LAST_ADMIN', 'OIDC_FAILED'];

/** Where to go after signing in: the page asked for, when it is a staff page, else the console's home. */
function returnPath(state: SignInState | null, search: URLSearchParams): string {
  const from = state?.from ?? search.get('return_to') ?? '/';
  return from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/sign-in') ? from : '/';
}

/**
 * Sign-in: single sign-on (a full page load to the server's OpenID Connect start, which comes
 * back to the page asked for) when the server offers it, and the built-in account form (e-mail,
 * password, the authenticator app's 6-digit code). A failure never says which part was wrong;
 * a locked e-mail is told how long to wait.
 */
export default function SignInScreen() {
  const styles = useStyles();
  const { t } = useTranslation();
  const brand = useBrand();
  const errorText = useErrorText();
  const session = useStaffSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [touched, setTouched] = useState(false);
  const state = location.state as SignInState | null;
  const target = returnPath(state, search);
  const oidcError = search.get('error');

  if (session.isPending) return <Loading />;
  if (session.isError) return <LoadError error={session.error} onRetry={() => void session.refetch()} />;
  if (session.data.signed_in) return <Navigate to={target} replace />;

  const emailProblem = touched && !/^\S+@\S+$/.test(email.trim()) ? t('signIn.emailInvalid') : undefined;
  const passwordProblem = touched && !password ? t('signIn.passwordMissing') : undefined;
  const totpProblem = touched && !/^\d{6}$/.test(totp) ? t('signIn.totpInvalid') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!/^\S+@\S+$/.test(email.trim()) || !password || !/^\d{6}$/.test(totp)) return;
    signIn.mutate(
      { email: email.trim(), password, totp },
      { onSuccess: () => navigate(target, { replace: true }), onError: () => setTotp('') },
    );
  };

  const failure = signIn.error;
  const lockedFor = isApiError(failure) && failure.status_code === 429 ? Number((failure.details as { retry_after_seconds?: number } | null)?.retry_after_seconds ?? 0) : 0;
  const failureText = !failure
    ? undefined
    : failure.status_code === 429
      ? t('signIn.locked', { minutes: Math.max(1, Math.ceil(lockedFor / 60)) })
      : failure.error_code === 'SIGN_IN_FAILED'
        ? t('signIn.failed')
        : errorText(failure);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <LanguageSwitch />
      </div>
      <main id="main" className={styles.card}>
        <div className={styles.brand}>
          <img src={brand.logo} alt={t('layout.logoAlt', { institution: brand.institutionName })} width={32} height={32} />
          <span>{brand.institutionName} · {t('layout.area')}</span>
        </div>
        <ScreenTitle title={t('signIn.title')} />
        {state?.ended && !failure && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('signIn.sessionEnded')}</MessageBarBody>
          </MessageBar>
        )}
        {oidcError && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t(`signIn.oidcErrors.${OIDC_ERRORS.includes(oidcError) ? oidcError : 'OIDC_FAILED'}`)}</MessageBarBody>
          </MessageBar>
        )}
        {session.data.methods.oidc && (
          <>
            {/* A link, not a call: the sign-on is a full page load through the identity provider and back. */}
            <Button as="a" appearance="primary" size="large" href={`${STAFF_API_BASE}/oidc/start?return_to=${encodeURIComponent(`${STAFF_BASE}${target}`)}`}>
              {t('signIn.sso')}
            </Button>
            <Divider>{t('signIn.or')}</Divider>
          </>
        )}
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('signIn.formLabel')}>
          {failureText && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{failureText}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('signIn.email')} required validationMessage={emailProblem}>
            <Input type="email" autoComplete="username" value={email} onChange={(_e, d) => setEmail(d.value)} />
          </Field>
          <Field label={t('signIn.password')} required validationMessage={passwordProblem}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(_e, d) => setPassword(d.value)} />
          </Field>
          <Field label={t('signIn.totp')} hint={t('signIn.totpHint')} required validationMessage={totpProblem}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={totp} onChange={(_e, d) => setTotp(d.value.replace(/\D/g, '').slice(0, 6))} />
          </Field>
          <Button type="submit" appearance={session.data.methods.oidc ? 'secondary' : 'primary'} disabledFocusable={signIn.isPending}>
            {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
