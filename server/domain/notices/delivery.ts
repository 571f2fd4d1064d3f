import type { Secrets } from '../../crypto/secrets';
import type { Queryable } from '../../db/db';
import { noticesRepo, type NoticeRecord } from '../../repos/notices';
import { withoutAddresses } from '../emailAddress';
import { isPermanentMailFailure, type Clock, type MailAttachment, type Mailer, type SmsSender } from '../ports';
import { noticeHtml } from './html';
import type { NoticeKind, NoticeLetter } from './record';
import type { Notice, NoticeLanguage } from './types';

/** What delivering a notice needs: the database, the key, the clock, the e-mail and SMS ports. */
export interface NoticeDeliveryDeps {
  db: Queryable;
  secrets: Secrets;
  now: Clock;
  /** null when no SMTP server is configured: every notice is printed. */
  mailer: Mailer | null;
  sms: SmsSender;
}

/** One notice of one application, rendered. */
export interface NoticeToDeliver {
  applicationId: string;
  kind: NoticeKind;
  language: NoticeLanguage;
  notice: Notice;
  letter: NoticeLetter;
  /** The phone the short text goes to (10 US digits as entered at apply). */
  phoneNumber: string;
  /** Files to attach to the e-mail (read at each try; a throw is a failed try). */
  attachments?: () => Promise<MailAttachment[]>;
}

/** What a delivery run did: the notice row (as it now stands) and whether this run created it. */
export interface DeliveryOutcome {
  notice: NoticeRecord;
  created: boolean;
  /** Set when the mail server refused the e-mail for good in this run: the failed e-mail and its printed copy. */
  refused?: GaveUpOutcome;
  /**
   * True when the notice goes on paper and the member has no mailing address on file (nor an
   * e-mail, or no SMTP server): the letter is still recorded and printed, with a mark for staff
   * to address it by hand, and the job logs a warning. See {@link deliverNotice}.
   */
  unaddressed: boolean;
}

/** A notice could not be delivered in this try (the job retries it); the message names each part that failed. */
export class NoticeDeliveryError extends Error {
  override readonly name = 'NoticeDeliveryError';
}

const describe = (error: unknown) => withoutAddresses(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Delivers a notice, idempotently (run again by the job until it holds):
 * 1. records it once: by e-mail when an SMTP server is configured and the member has an
 *    e-mail on file ('queued'), else for the printed batch ('awaiting_print');
 * 2. a queued e-mail is handed to the mailer and marked 'sent' only once the provider took it
 *    (SMTP 250); a temporary failure counts an attempt and keeps it queued; a permanent refusal
 *    (PermanentMailFailure: SMTP 5xx to the recipient or the message) marks it 'failed' and
 *    queues its letter for the printed batch at once, without using up the job's tries;
 * 3. the short text goes by SMS once.
 * Throws NoticeDeliveryError when the e-mail or the SMS failed, so the job retries with back-off;
 * after the last try `noticeDeliveryGaveUp` turns a still-queued e-mail into a printed letter.
 *
 * No address at all (no e-mail, or no SMTP server, and no mailing address on file, e.g. a core
 * that answers none): the notice is never dropped. It is recorded for the printed batch like any
 * letter (the ECOA record), printed with "No mailing address on file" where the address goes,
 * `unaddressed` in the outcome (the job logs a warning) and `address_missing` in the batch's
 * entries, so staff find the member's address (or reach them by phone) and mail it by hand. The
 * short text still goes by SMS.
 */
export async function deliverNotice(deps: NoticeDeliveryDeps, input: NoticeToDeliver): Promise<DeliveryOutcome> {
  const existing = await noticesRepo.forApplication(deps.db, input.applicationId, input.kind);
  const created = existing.length === 0;
  const channel = deps.mailer && input.letter.recipient.email ? 'email' : 'print';
  const notice = existing[0] ?? (await noticesRepo.create(deps.db, deps.secrets, { ...input, channel, at: deps.now() }));
  const failures: string[] = [];
  let refused: GaveUpOutcome | undefined;
  if (notice.channel === 'email' && notice.status === 'queued') {
    const result = await sendEmail(deps, notice, input);
    if (result?.permanent) refused = await fallBackToPrint(deps, input.applicationId, input.kind, result.failure);
    else if (result) failures.push(`e-mail: ${result.failure}`);
  }
  if (!existing.some((n) => n.sms_sent_at) && !notice.sms_sent_at) {
    try {
      await deps.sms.send(input.phoneNumber, input.notice.smsText);
      await noticesRepo.markSmsSent(deps.db, notice.id, deps.now());
    } catch (error) {
      failures.push(`SMS: ${describe(error)}`);
    }
  }
  if (failures.length) throw new NoticeDeliveryError(failures.join('; '));
  const [now] = await noticesRepo.forApplication(deps.db, input.applicationId, input.kind);
  const letter = now.channel === 'print' ? noticesRepo.letterOf(deps.secrets, now) : null;
  return { notice: now, created, unaddressed: now.channel === 'print' && !letter?.recipient.mailingAddress, ...(refused ? { refused } : {}) };
}

/** One e-mail try; answers the failure (permanent: the server refused it for good), or null once the provider took it. */
async function sendEmail(deps: NoticeDeliveryDeps, notice: NoticeRecord, input: NoticeToDeliver): Promise<{ failure: string; permanent: boolean } | null> {
  const letter = noticesRepo.letterOf(deps.secrets, notice);
  if (!deps.mailer || !letter?.recipient.email) {
    const failure = deps.mailer ? 'the letter has no e-mail address' : 'no SMTP server is configured';
    await noticesRepo.markAttemptFailed(deps.db, notice.id, failure);
    return { failure, permanent: false };
  }
  try {
    const receipt = await deps.mailer.send({
      to: { name: letter.recipient.name, address: letter.recipient.email },
      subject: letter.subject,
      text: letter.body,
      html: noticeHtml(letter, notice.language),
      language: notice.language,
      reference: notice.id,
      attachments: input.attachments ? await input.attachments() : undefined,
    });
    await noticesRepo.markSent(deps.db, notice.id, receipt.messageId, deps.now());
    return null;
  } catch (error) {
    const failure = describe(error);
    await noticesRepo.markAttemptFailed(deps.db, notice.id, failure);
    return { failure, permanent: isPermanentMailFailure(error) };
  }
}

/** What giving up did: the e-mail notice marked 'failed' and its printed copy, or nulls when nothing was pending. */
export interface GaveUpOutcome {
  failed: NoticeRecord | null;
  printed: NoticeRecord | null;
}

/**
 * The notice's job failed for good. An e-mail still queued becomes 'failed' and its letter is
 * queued for the printed batch, so no notice is ever dropped. Idempotent.
 */
export async function noticeDeliveryGaveUp(deps: Pick<NoticeDeliveryDeps, 'db' | 'secrets' | 'now'>, applicationId: string, kind: NoticeKind, error: unknown): Promise<GaveUpOutcome> {
  return fallBackToPrint(deps, applicationId, kind, describe(error));
}

/** The e-mail of a notice becomes 'failed' (a still-queued one keeps its last error, else `reason`) and its letter is queued for print; idempotent. */
async function fallBackToPrint(deps: Pick<NoticeDeliveryDeps, 'db' | 'secrets' | 'now'>, applicationId: string, kind: NoticeKind, reason: string): Promise<GaveUpOutcome> {
  const rows = await noticesRepo.forApplication(deps.db, applicationId, kind);
  const email = rows.find((n) => n.channel === 'email' && (n.status === 'queued' || n.status === 'failed'));
  if (!email) return { failed: null, printed: null };
  const letter = noticesRepo.letterOf(deps.secrets, email);
  if (email.status === 'queued') await noticesRepo.markFailed(deps.db, email.id, email.last_error ?? reason);
  const printed = letter
    ? await noticesRepo.create(deps.db, deps.secrets, { applicationId, kind, language: email.language, channel: 'print', letter, at: deps.now() })
    : null;
  const [failed] = (await noticesRepo.forApplication(deps.db, applicationId, kind)).filter((n) => n.id === email.id);
  return { failed, printed };
}
