import { isEmailAddress } from '../domain/emailAddress';

/** An SMTP server, read from SMTP_URL (the password never appears in a message). */
export interface SmtpSettings {
  /** smtps:// (TLS from the first byte, port 465 by default) or smtp:// (STARTTLS when offered, port 587 by default). */
  secure: boolean;
  host: string;
  port: number;
  /** AUTH credentials from the URL's user:password (percent-decoded), when given. */
  auth: { user: string; pass: string } | null;
  /**
   * smtp:// must upgrade with STARTTLS before AUTH or the message: on for any host but this
   * machine (a password or a notice never crosses a network in clear).
   */
  requireTls: boolean;
}

/** The sender of the notices, from MAIL_FROM (`Name <address>` or `address`). */
export interface MailFrom {
  name: string;
  address: string;
}

/** E-mail settings of the server (SMTP_URL, MAIL_FROM, ALLOW_PRINT_ONLY_NOTICES). */
export interface MailEnv {
  /** null: no e-mail; every notice goes to the printed letter batch. */
  smtp: SmtpSettings | null;
  from: MailFrom | null;
  /** Production without SMTP_URL on purpose: every notice is printed and mailed by staff. */
  allowPrintOnly: boolean;
}

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[?::1\]?)$/i;

/** SMTP_URL as settings, or null after pushing what is wrong with it to `bad`. */
function smtpSettings(text: string, bad: string[]): SmtpSettings | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    bad.push('SMTP_URL must be a URL: smtp://user:password@host:587 or smtps://user:password@host:465');
    return null;
  }
  const problems: string[] = [];
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') problems.push(`its scheme must be smtp:// or smtps:// (got "${url.protocol}//")`);
  if (!url.hostname) problems.push('it names no host');
  if (url.pathname && url.pathname !== '/') problems.push('it takes no path');
  if (url.search || url.hash) problems.push('it takes no query or fragment');
  if (Boolean(url.username) !== Boolean(url.password)) problems.push('it needs both a user and a password for AUTH, or neither');
  let auth: SmtpSettings['auth'] = null;
  try {
    if (url.username) auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  } catch {
    problems.push('its user or password is not valid percent-encoding');
  }
  if (problems.length) {
    bad.push(`SMTP_URL is malformed: ${problems.join('; ')}`);
    return null;
  }
  const secure = url.protocol === 'smtps:';
  return { secure, host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port ? Number(url.port) : secure ? 465 : 587, auth, requireTls: !secure && !LOOPBACK.test(url.hostname) };
}

/** MAIL_FROM as a sender, or null after pushing what is wrong with it to `bad`. */
function mailFrom(text: string, bad: string[]): MailFrom | null {
  const m = /^\s*(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(text);
  const address = m?.[2] ?? m?.[3] ?? '';
  if (!m || !isEmailAddress(address)) {
    bad.push(`MAIL_FROM must be an e-mail address, optionally with a name: "Harbor CCU <notices@harborccu.example>" (got "${text}")`);
    return null;
  }
  return { name: (m[1] ?? '').trim(), address };
}

/**
 * Reads SMTP_URL, MAIL_FROM and ALLOW_PRINT_ONLY_NOTICES, pushing each problem (naming its
 * variable) to `bad`: a malformed URL or sender, SMTP_URL without MAIL_FROM, and in production
 * no SMTP_URL unless ALLOW_PRINT_ONLY_NOTICES=1 says print-only is meant.
 */
export function parseMailEnv(raw: Record<string, string | undefined>, production: boolean, bad: string[]): MailEnv {
  const flag = raw.ALLOW_PRINT_ONLY_NOTICES ?? '';
  if (!['', '0', '1'].includes(flag)) bad.push(`ALLOW_PRINT_ONLY_NOTICES must be 1 or 0 (got "${flag}")`);
  const smtp = raw.SMTP_URL ? smtpSettings(raw.SMTP_URL, bad) : null;
  const from = raw.MAIL_FROM ? mailFrom(raw.MAIL_FROM, bad) : null;
  if (raw.SMTP_URL && !raw.MAIL_FROM) bad.push('MAIL_FROM is required with SMTP_URL: the sender of the notices, e.g. "Harbor CCU <notices@harborccu.example>"');
  const allowPrintOnly = flag === '1';
  if (production && !raw.SMTP_URL && !allowPrintOnly)
    bad.push('SMTP_URL is not set: notices (adverse action, review outcome, funded) would only be printed. Set SMTP_URL and MAIL_FROM when NODE_ENV=production, or ALLOW_PRINT_ONLY_NOTICES=1 to print every notice on purpose');
  return { smtp: smtp && from ? smtp : null, from, allowPrintOnly };
}
