import { EnvError } from '../../config/env';
import { DocuSignError, readJson } from './errors';
import type { JwtTokenSource } from './jwtGrant';

/** The account the adapter works in, as DocuSign names it. */
export interface ResolvedAccount {
  /** The account's GUID: in every REST path, and what Connect messages carry. */
  accountId: string;
  /** The account's REST base path: its `base_uri` + `/restapi` (no trailing slash). */
  basePath: string;
  accountName: string;
}

/** What the resolution needs from the configuration. */
export interface AccountResolutionConfig {
  /** DOCUSIGN_ACCOUNT_ID: the GUID or the account number. */
  accountId: string;
  /** DOCUSIGN_BASE_PATH when set: must be the account's. */
  basePath?: string;
  oauthBase: string;
  /** NODE_ENV=production: the account's base URI must be https. */
  production: boolean;
}

/** One account of /oauth/userinfo. */
interface UserInfoAccount {
  accountId: string;
  accountName: string;
  baseUri: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMEOUT_MS = 20_000;

/** A GET with the bearer token; answers the status and the JSON object. */
async function getJson(fetchFn: typeof fetch, url: string, token: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetchFn(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: res.status, json: await readJson(res) };
}

/** The accounts of /oauth/userinfo that have an id and a base URI. */
function accountsOf(json: Record<string, unknown>): UserInfoAccount[] {
  const list = Array.isArray(json.accounts) ? (json.accounts as unknown[]) : [];
  const out: UserInfoAccount[] = [];
  for (const item of list) {
    const a = (item ?? {}) as Record<string, unknown>;
    if (typeof a.account_id !== 'string' || typeof a.base_uri !== 'string') continue;
    out.push({ accountId: a.account_id, accountName: typeof a.account_name === 'string' ? a.account_name : '', baseUri: a.base_uri.replace(/\/+$/, '') });
  }
  return out;
}

/**
 * The account of an account number: DocuSign takes the number in REST paths too, and
 * `GET {base_uri}/restapi/v2.1/accounts/{number}` answers the account's `accountIdGuid`; asked
 * at each base URI of the user's accounts (DocuSign sites), matched against their GUIDs.
 */
async function accountOfNumber(fetchFn: typeof fetch, token: string, accounts: UserInfoAccount[], number: string): Promise<UserInfoAccount | null> {
  for (const baseUri of new Set(accounts.map((a) => a.baseUri))) {
    const { status, json } = await getJson(fetchFn, `${baseUri}/restapi/v2.1/accounts/${encodeURIComponent(number)}`, token);
    if (status >= 500) throw new DocuSignError('DocuSign account information failed', status, typeof json.errorCode === 'string' ? json.errorCode : undefined);
    const guid = status === 200 && typeof json.accountIdGuid === 'string' ? json.accountIdGuid.toLowerCase() : null;
    const match = guid ? accounts.find((a) => a.baseUri === baseUri && a.accountId.toLowerCase() === guid) : undefined;
    if (match) return match;
  }
  return null;
}

/**
 * Resolves DOCUSIGN_ACCOUNT_ID at start, as DocuSign documents: `GET {oauth}/oauth/userinfo`
 * with the JWT grant's token lists the user's accounts (GUID `account_id`, `base_uri`); the
 * configured GUID must be one of them, and an account number is matched through the account
 * information call. Answers the GUID (what Connect carries) and `base_uri` + /restapi.
 * Throws EnvError, naming the variable and the user's accounts, when the account is not among
 * them, the grant is refused, or DOCUSIGN_BASE_PATH names another site; a DocuSign outage
 * throws its DocuSignError (start-up stops either way: nothing could be signed).
 */
export async function resolveDocuSignAccount(config: AccountResolutionConfig, tokens: JwtTokenSource, fetchFn: typeof fetch = fetch): Promise<ResolvedAccount> {
  let token: string;
  try {
    token = await tokens.token();
  } catch (error) {
    if (error instanceof DocuSignError && error.status >= 400 && error.status < 500)
      throw new EnvError(`DocuSign refused the JWT grant of DOCUSIGN_INTEGRATION_KEY / DOCUSIGN_USER_ID / DOCUSIGN_PRIVATE_KEY at start: ${error.message}; check the key pair and that the user granted consent ("signature impersonation")`);
    throw error;
  }
  const info = await getJson(fetchFn, `${config.oauthBase}/oauth/userinfo`, token);
  if (info.status !== 200) throw new DocuSignError('DocuSign /oauth/userinfo failed', info.status, typeof info.json.error === 'string' ? info.json.error : undefined);
  const accounts = accountsOf(info.json);
  const wanted = config.accountId.trim();
  const account = GUID.test(wanted)
    ? accounts.find((a) => a.accountId.toLowerCase() === wanted.toLowerCase()) ?? null
    : await accountOfNumber(fetchFn, token, accounts, wanted);
  if (!account) {
    const listed = accounts.map((a) => `${a.accountName || '(no name)'} ${a.accountId}`).join(', ') || 'none';
    throw new EnvError(`DOCUSIGN_ACCOUNT_ID ${wanted} is not among the accounts of DOCUSIGN_USER_ID at DocuSign (its accounts: ${listed}); set the account's API Account ID (GUID) or account number`);
  }
  const basePath = `${account.baseUri}/restapi`;
  let url: URL | null = null;
  try {
    url = new URL(basePath);
  } catch {
    /* refused below */
  }
  if (!url || (url.protocol !== 'https:' && (config.production || url.protocol !== 'http:')))
    throw new EnvError(`DocuSign gave the account ${account.accountId} the base URI "${account.baseUri}", which is not an https URL`);
  if (config.basePath && config.basePath !== basePath)
    throw new EnvError(`DOCUSIGN_BASE_PATH is ${config.basePath} but DocuSign serves the account ${account.accountId} at ${basePath}: unset DOCUSIGN_BASE_PATH (the base path is read from /oauth/userinfo) or set it to that`);
  return { accountId: account.accountId, basePath, accountName: account.accountName };
}
