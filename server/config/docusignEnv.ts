import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The e-signature providers this server knows. */
export const ESIGN_PROVIDERS = ['builtin', 'docusign'] as const;
/** One of ESIGN_PROVIDERS. */
export type ESignProviderName = (typeof ESIGN_PROVIDERS)[number];

/** DocuSign's demo (developer) OAuth host (the default) and the REST base path of its demo accounts. */
export const DOCUSIGN_DEMO = { basePath: 'https://demo.docusign.net/restapi', oauthBase: 'https://account-d.docusign.com' } as const;

/** What the DocuSign adapter needs (ESIGN_PROVIDER=docusign), checked at start-up. */
export interface DocuSignConfig {
  /** DOCUSIGN_INTEGRATION_KEY: the app's integration key (the JWT's `iss`). */
  integrationKey: string;
  /** DOCUSIGN_USER_ID: the user the app acts as (the JWT's `sub`). */
  userId: string;
  /**
   * DOCUSIGN_ACCOUNT_ID as given: the account's GUID (API Account ID) or its account number.
   * The adapter resolves it at start (/oauth/userinfo) to the GUID Connect carries.
   */
  accountId: string;
  /** DOCUSIGN_PRIVATE_KEY (PEM) or DOCUSIGN_PRIVATE_KEY_FILE: the RSA key the JWT assertion is signed with. */
  privateKey: KeyObject;
  /**
   * DOCUSIGN_BASE_PATH, e.g. https://na4.docusign.net/restapi (no trailing slash): optional; the
   * adapter takes the account's `base_uri` + /restapi from /oauth/userinfo, and refuses to start
   * when a set value differs from it.
   */
  basePath?: string;
  /** DOCUSIGN_OAUTH_BASE, e.g. https://account-d.docusign.com (no trailing slash). */
  oauthBase: string;
  /** DOCUSIGN_CONNECT_HMAC_KEY: the Connect HMAC key(s) the webhook verifies with (comma-separated while rotating). */
  connectHmacKeys: string[];
  /**
   * PUBLIC_BASE_URL: the app's public origin and path prefix, no trailing slash (e.g.
   * https://cu.example.org/loans): the signing return page is `<it>/esign/return/...`; unset
   * outside production: the request's origin.
   */
  publicBaseUrl?: string;
}

/** The e-signature part of the environment. */
export interface ESignEnv {
  /** ESIGN_PROVIDER (default builtin). */
  provider: ESignProviderName;
  /** Set exactly when provider is docusign. */
  docusign?: DocuSignConfig;
}

type Raw = Record<string, string | undefined>;

/** A URL variable without a trailing slash; https required in production (loopback http allowed outside it). */
function urlVar(raw: Raw, name: string, fallback: string, production: boolean, bad: string[]): string {
  const text = (raw[name] || fallback).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    bad.push(`${name} must be an absolute URL (got "${text}")`);
    return text;
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) bad.push(`${name} must be an https:// URL${production ? ' when NODE_ENV=production' : ''} (got "${text}")`);
  else if (url.search || url.hash || url.username) bad.push(`${name} must have no query, fragment or credentials`);
  return text;
}

/** The RSA private key of DOCUSIGN_PRIVATE_KEY (PEM; `\n` escapes allowed) or DOCUSIGN_PRIVATE_KEY_FILE; never echoes the key. */
function privateKeyVar(raw: Raw, bad: string[]): KeyObject | null {
  const inline = raw.DOCUSIGN_PRIVATE_KEY;
  const file = raw.DOCUSIGN_PRIVATE_KEY_FILE;
  if (inline && file) {
    bad.push('DOCUSIGN_PRIVATE_KEY and DOCUSIGN_PRIVATE_KEY_FILE are both set: set one');
    return null;
  }
  if (!inline && !file) {
    bad.push('DOCUSIGN_PRIVATE_KEY (PEM) or DOCUSIGN_PRIVATE_KEY_FILE is required when ESIGN_PROVIDER=docusign');
    return null;
  }
  const name = inline ? 'DOCUSIGN_PRIVATE_KEY' : 'DOCUSIGN_PRIVATE_KEY_FILE';
  let pem: string;
  try {
    pem = inline ? inline.replace(/\\n/g, '\n') : readFileSync(file as string, 'utf8');
  } catch {
    bad.push(`DOCUSIGN_PRIVATE_KEY_FILE cannot be read (${file})`);
    return null;
  }
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    bad.push(`${name} is not a PEM private key (-----BEGIN RSA PRIVATE KEY----- or -----BEGIN PRIVATE KEY-----)`);
    return null;
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < 2048) {
    bad.push(`${name} must be an RSA key of at least 2048 bits (DocuSign signs JWT grants with RS256)`);
    return null;
  }
  return key;
}

/** A GUID-like id DocuSign gives (integration key, user id, account id); the account id may also be the numeric account number. */
function idVar(raw: Raw, name: string, bad: string[], numericToo = false): string {
  const text = (raw[name] ?? '').trim();
  if (!text) bad.push(`${name} is required when ESIGN_PROVIDER=docusign`);
  else if (!/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text) && !(numericToo && /^\d{1,20}$/.test(text)))
    bad.push(`${name} must be the GUID DocuSign shows for it (got "${text.slice(0, 60)}")`);
  return text;
}

/**
 * Parses ESIGN_PROVIDER and, for docusign, its variables; pushes one line per problem into `bad`
 * (the same list parseEnv throws with), naming the variable and never a secret.
 */
export function parseESignEnv(raw: Raw, bad: string[], production: boolean): ESignEnv {
  const provider = (raw.ESIGN_PROVIDER || 'builtin') as ESignProviderName;
  if (!(ESIGN_PROVIDERS as readonly string[]).includes(provider)) {
    bad.push(`ESIGN_PROVIDER must be one of ${ESIGN_PROVIDERS.join(', ')} (got "${provider}")`);
    return { provider: 'builtin' };
  }
  if (provider !== 'docusign') return { provider };
  const integrationKey = idVar(raw, 'DOCUSIGN_INTEGRATION_KEY', bad);
  const userId = idVar(raw, 'DOCUSIGN_USER_ID', bad);
  const accountId = idVar(raw, 'DOCUSIGN_ACCOUNT_ID', bad, true);
  const privateKey = privateKeyVar(raw, bad);
  const basePath = raw.DOCUSIGN_BASE_PATH ? urlVar(raw, 'DOCUSIGN_BASE_PATH', '', production, bad) : undefined;
  const oauthBase = urlVar(raw, 'DOCUSIGN_OAUTH_BASE', DOCUSIGN_DEMO.oauthBase, production, bad);
  const connectHmacKeys = (raw.DOCUSIGN_CONNECT_HMAC_KEY ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  if (!connectHmacKeys.length) bad.push('DOCUSIGN_CONNECT_HMAC_KEY is required when ESIGN_PROVIDER=docusign (the Connect HMAC key that signs the webhook, see server/README.md "Going live")');
  else if (connectHmacKeys.some((k) => k.length < 32)) bad.push('DOCUSIGN_CONNECT_HMAC_KEY must be the key DocuSign generated (at least 32 characters)');
  let publicBaseUrl: string | undefined;
  if (raw.PUBLIC_BASE_URL) {
    // The origin and the path prefix (a deployment under /loans keeps it), as Twilio's callback URL.
    const problems = bad.length;
    const text = urlVar(raw, 'PUBLIC_BASE_URL', '', production, bad);
    if (bad.length === problems) publicBaseUrl = text;
  } else if (production) bad.push('PUBLIC_BASE_URL is required when ESIGN_PROVIDER=docusign and NODE_ENV=production (DocuSign sends the signer back to its return page)');
  if (!privateKey) return { provider };
  return { provider, docusign: { integrationKey, userId, accountId, privateKey, basePath, oauthBase, connectHmacKeys, publicBaseUrl } };
}
