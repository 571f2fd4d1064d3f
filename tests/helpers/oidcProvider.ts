import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the local identity provider knows, with the claims it issues. */
export interface IdpAccount {
  email: string;
  /** `email_verified` of the claims (default true). */
  emailVerified?: boolean;
  name: string;
  /** The claim our server reads roles from (STAFF_OIDC_ROLES_CLAIM, `roles` by default). */
  roles: string[];
  /** A member of online banking: the member number (the launch's `member_number` claim, in the ID token). */
  memberNumber?: string;
  /** The `acr` of this account's sign-ins (in the ID token); unset: none. */
  acr?: string;
  /** The `amr` of this account's sign-ins (RFC 8176 methods, in the ID token); unset: none. */
  amr?: string[];
}

/** A running OpenID provider on 127.0.0.1 (oidc-provider, the certified implementation). */
export interface LocalIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, IdpAccount>;
  close(): Promise<void>;
}

/**
 * Starts a real OpenID Connect provider on 127.0.0.1 with one confidential client whose only
 * redirect URI is `redirectUri`; PKCE is required. Its development sign-in form accepts any
 * account id of `accounts` (the password is not checked) and then asks for consent. The sign-in
 * carries the account's `acr` and `amr` (IdpAccount), which the ID token then holds.
 */
export async function startLocalIdp(redirectUri: string, accounts: Record<string, IdpAccount>): Promise<LocalIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const known = new Map(Object.entries(accounts));
  const clientId = 'staff-console';
  const clientSecret = 'local-test-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post', response_types: ['code'], grant_types: ['authorization_code'] }],
    pkce: { required: () => true },
    // acr and amr under `openid`: in every ID token whose sign-in has them (by default the provider issues no amr, and no acr without its acrValues).
    claims: { openid: ['sub', 'member_number', 'acr', 'amr'], email: ['email', 'email_verified'], profile: ['name', 'roles'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['local-idp-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = known.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name, roles: account.roles, ...(account.memberNumber ? { member_number: account.memberNumber } : {}) }) } : undefined;
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.method === 'POST' && /^\/interaction\/[^/?]+$/.test(req.url ?? '')) {
      void finishLogin(provider, known, req, res).then((done) => { if (!done) callback(req, res); }, () => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    } else {
      callback(req, res);
    }
  });
  return {
    issuer, clientId, clientSecret, accounts: known,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * The submit of the development sign-in form (prompt `login`), done here instead of by the
 * provider's development interactions, which finish a login with the account id only: the login
 * result also carries the account's `acr` and `amr` (the provider puts a login's acr and amr into
 * the session, the code and the ID token). Answers false, reading nothing, for any other submit
 * (the consent), which the provider handles.
 */
async function finishLogin(provider: Provider, known: Map<string, IdpAccount>, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  let prompt: string;
  try {
    prompt = (await provider.interactionDetails(req, res)).prompt.name;
  } catch {
    return false; // no or an expired interaction: the provider answers its error
  }
  if (prompt !== 'login') return false;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const accountId = form.get('login');
  res.setHeader('cache-control', 'no-store');
  if (form.get('prompt') !== 'login' || !accountId) {
    res.writeHead(400).end();
    return true;
  }
  const account = known.get(accountId);
  await provider.interactionFinished(req, res, {
    login: { accountId, ...(account?.acr ? { acr: account.acr } : {}), ...(account?.amr ? { amr: account.amr } : {}) },
  }, { mergeWithLastSubmission: false });
  return true;
}

/** Cookies per origin, as a browser keeps them (name=value only; attributes are not enforced). */
export class CookieJar {
  private readonly jar = new Map<string, Map<string, string>>();

  /** Stores the Set-Cookie headers of an answer from `url`. */
  store(url: URL, response: Response): void {
    const cookies = this.jar.get(url.origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(url.origin, cookies);
  }

  /** The Cookie header for `url`. */
  header(url: URL): string {
    return [...(this.jar.get(url.origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }
}

/** One hop: a fetch with the jar's cookies and no automatic redirect. */
export async function hop(jar: CookieJar, url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { cookie: jar.header(url), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  jar.store(url, response);
  return response;
}

/** Follows redirects from `url` until an answer that is not one, or until `stop(url)` says so; answers the last answer and its URL. */
export async function follow(jar: CookieJar, url: URL, stop: (next: URL) => boolean = () => false): Promise<{ response: Response; url: URL }> {
  let current = url;
  for (let i = 0; i < 20; i++) {
    const response = await hop(jar, current);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
    const next = new URL(location, current);
    if (stop(next)) return { response, url: next };
    await response.arrayBuffer();
    current = next;
  }
  throw new Error(`too many redirects from ${url.toString()}`);
}

/** The action and hidden fields of the first form of an HTML page. */
export function formOf(html: string, base: URL): { action: URL; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[m[1]] = m[2];
  return { action: new URL(action.replace(/&amp;/g, '&'), base), fields };
}
