// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import en from '../../../locales/en/staff.json';
import es from '../../../locales/es/staff.json';
import { apiError, callsTo, CSRF, meta, onStaffApi, renderStaff, resetNetwork, signedIn, signedOut } from './harness';

beforeEach(() => resetNetwork());

function fillForm(t: typeof en, totp = '123456') {
  fireEvent.change(screen.getByRole('textbox', { name: t.signIn.email }), { target: { value: 'rita@cu.example' } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${t.signIn.password}`)), { target: { value: 'a long password' } });
  fireEvent.change(screen.getByRole('textbox', { name: t.signIn.totp }), { target: { value: totp } });
  fireEvent.click(screen.getByRole('button', { name: t.signIn.submit }));
}

describe('staff sign-in', () => {
  it('sends a page asked for while signed out to sign-in, and back to it after a built-in sign-in', async () => {
    signedOut();
    meta();
    onStaffApi('GET', 'reviews', { body: { total: 0, items: [] } });
    const session = { signed_in: true, methods: { oidc: true, password: true }, csrf_token: CSRF, staff: { id: 'x', email: 'rita@cu.example', display_name: 'Rita', roles: ['reviewer'], auth_method: 'password' } };
    onStaffApi('POST', 'login', { body: session });
    const view = renderStaff('/reviews?product=pal2');
    await screen.findByRole('heading', { level: 1, name: en.signIn.title });
    expect(view.location()).toBe('/sign-in');
    // Single sign-on is a link to the server's start, which comes back to the page asked for.
    expect(screen.getByRole('link', { name: en.signIn.sso })).toHaveAttribute('href', `/api/staff/oidc/start?return_to=${encodeURIComponent('/staff/reviews?product=pal2')}`);
    fillForm(en);
    await screen.findByRole('heading', { level: 1, name: en.queue.title });
    expect(view.location()).toBe('/reviews?product=pal2');
    expect(callsTo('POST', 'login')[0].body).toEqual({ email: 'rita@cu.example', password: 'a long password', totp: '123456' });
  });

  it('checks the form before sending: e-mail, password, 6 digits of code', async () => {
    signedOut(false);
    renderStaff('/sign-in');
    await screen.findByRole('heading', { level: 1, name: en.signIn.title });
    // Without single sign-on configured there is no link to it.
    expect(screen.queryByRole('link', { name: en.signIn.sso })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect(await screen.findByText(en.signIn.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(en.signIn.passwordMissing)).toBeInTheDocument();
    expect(screen.getByText(en.signIn.totpInvalid)).toBeInTheDocument();
    fillForm(en, '12a4');
    expect(screen.getByRole('textbox', { name: en.signIn.totp })).toHaveValue('124');
    expect(callsTo('POST', 'login')).toHaveLength(0);
  });

  it('says one thing for any wrong e-mail, password or code, and how long a locked e-mail waits', async () => {
    signedOut();
    onStaffApi('POST', 'login', apiError(401, 'SIGN_IN_FAILED'), apiError(429, 'RATE_LIMITED', { retry_after_seconds: 540 }));
    renderStaff('/sign-in', 'es');
    await screen.findByRole('heading', { level: 1, name: es.signIn.title });
    fillForm(es);
    expect(await screen.findByText(es.signIn.failed)).toBeInTheDocument();
    // The code is cleared for the next try.
    expect(screen.getByRole('textbox', { name: es.signIn.totp })).toHaveValue('');
    fillForm(es, '654321');
    expect(await screen.findByText(es.signIn.locked.replace('{{minutes}}', '9'))).toBeInTheDocument();
  });

  it('explains a single sign-on that came back refused', async () => {
    signedOut();
    renderStaff('/sign-in?error=NO_STAFF_ROLE');
    expect(await screen.findByText(en.signIn.oidcErrors.NO_STAFF_ROLE)).toBeInTheDocument();
  });

  it('tells the last enabled administrator, demoted at the identity provider, why single sign-on refused them', async () => {
    signedOut();
    renderStaff('/sign-in?error=LAST_ADMIN');
    expect(await screen.findByText(en.signIn.oidcErrors.LAST_ADMIN)).toBeInTheDocument();
    expect(screen.queryByText(en.signIn.oidcErrors.OIDC_FAILED)).not.toBeInTheDocument();
  });

  it('goes back to sign-in, saying the session ended, when a call meets 401', async () => {
    signedIn(['reviewer']);
    meta();
    onStaffApi('GET', 'reviews', apiError(401, 'UNAUTHORIZED'));
    const view = renderStaff('/reviews');
    expect(await screen.findByText(en.signIn.sessionEnded)).toBeInTheDocument();
    expect(view.location()).toBe('/sign-in');
  });

  it('signs out: the server is told with the CSRF token, and the sign-in page follows', async () => {
    signedIn(['reviewer']);
    meta();
    onStaffApi('GET', 'reviews', { body: { total: 0, items: [] } });
    onStaffApi('POST', 'logout', { body: { signed_in: false, methods: { oidc: true, password: true } } });
    const view = renderStaff('/reviews');
    fireEvent.click(await screen.findByRole('button', { name: en.layout.signOut }));
    await screen.findByRole('heading', { level: 1, name: en.signIn.title });
    expect(view.location()).toBe('/sign-in');
    await waitFor(() => expect(callsTo('POST', 'logout')[0].headers.get('x-csrf-token')).toBe(CSRF));
  });
});
