import { createTransport } from 'nodemailer';
import type { MailFrom, SmtpSettings } from '../../config/mailEnv';
import { withoutAddresses } from '../../domain/emailAddress';
import type { Mailer, MailMessage, MailReceipt } from '../../domain/ports';

/** Connection, greeting and idle limits of one SMTP session, ms: a send ends well inside a job's lease (JOB_LEASE_MS, 30 s by default). */
export const SMTP_TIMEOUTS = { connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 12_000 } as const;

/** SMTP commands whose 5xx reply refuses this message itself (its recipient or its content), not our account or settings. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * An e-mail the SMTP server did not take: the reply code when there was one, the text without
 * addresses. `permanent` (a PermanentMailFailure) when the server refused the recipient or the
 * message with a 5xx reply (550 no such mailbox, 552, 554 refused by policy...): the notice goes
 * to the printed letter at once. A 4xx reply, no reply (unreachable, timed out) and 5xx replies
 * about our own settings (535 to AUTH, 5xx to MAIL FROM: fixed by the operator) stay temporary
 * and keep the retry schedule.
 */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
  readonly permanent: boolean;
  constructor(message: string, readonly responseCode?: number, command?: string) {
    super(message);
    this.permanent = responseCode !== undefined && responseCode >= 500 && responseCode < 600 && command !== undefined && MESSAGE_COMMANDS.has(command);
  }
}

/** The fields nodemailer sets on its errors. */
interface SmtpFailure {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

/** A nodemailer failure as a MailSendError: code, command and reply, with every address removed. */
function failureOf(error: unknown): MailSendError {
  const e = (error ?? {}) as SmtpFailure;
  const what = [e.code, e.command ? `at ${e.command}` : '', e.message ?? String(error)].filter(Boolean).join(' ');
  return new MailSendError(withoutAddresses(what).slice(0, 240), e.responseCode, e.command);
}

/**
 * The Mailer over SMTP with nodemailer: one connection per message, AUTH with the URL's
 * credentials, STARTTLS required off this machine (SmtpSettings.requireTls). `send` resolves
 * only when the server answered 250 to the message and took the recipient; anything else
 * throws a MailSendError. The Message-ID is `<reference@sender's domain>`, the same at every
 * try. Attachments come from memory only (file and URL access are off).
 */
export function smtpMailer(smtp: SmtpSettings, from: MailFrom): Mailer & { close(): void } {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    auth: smtp.auth ?? undefined,
    ...SMTP_TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1);
  return {
    async send(message: MailMessage): Promise<MailReceipt> {
      let info;
      try {
        info = await transport.sendMail({
          from: { name: from.name, address: from.address },
          to: { name: message.to.name, address: message.to.address },
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${message.reference}@${domain}>`,
          headers: { 'Content-Language': message.language },
          attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })),
        });
      } catch (error) {
        throw failureOf(error);
      }
      const accepted = info.accepted.map((a) => a.toLowerCase());
      if (!accepted.includes(message.to.address.toLowerCase())) throw new MailSendError(`the server did not take the recipient: ${withoutAddresses(info.response)}`);
      return { messageId: info.messageId, response: withoutAddresses(info.response) };
    },
    close: () => transport.close(),
  };
}
