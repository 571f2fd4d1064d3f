import type { Secrets } from '../../crypto/secrets';
import type { Queryable } from '../../db/db';
import type { NoticeKind, NoticeStatus } from '../../domain/notices/record';
import type { NoticeLanguage } from '../../domain/notices/types';
import { noticesRepo } from '../../repos/notices';
import { renderLetters, type PrintLetter } from './letterPdf';

/** One letter of a print batch, as staff see it listed (no personal data). */
export interface PrintBatchEntry {
  noticeId: string;
  applicationId: string;
  kind: NoticeKind;
  language: NoticeLanguage;
  /** awaiting_print, or printed when this day's batch was already downloaded once. */
  status: NoticeStatus;
  /** Page of the PDF that holds it (1-based). */
  page: number;
  /** No mailing address on file: the page is marked so; staff address it by hand. */
  addressMissing: boolean;
}

/** A day's printable batch. */
export interface PrintBatch {
  /** YYYY-MM-DD (UTC) the batch is for. */
  date: string;
  /** The letters, in page order. */
  entries: PrintBatchEntry[];
  /** The PDF, one letter a page; null when there is no letter to print. */
  pdf: Uint8Array | null;
  /** Text drawn on each page (for checks and previews). */
  pageTexts: string[][];
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isBatchDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return !!m && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

/**
 * Builds the printable letter batch of `date` (YYYY-MM-DD, UTC): every notice waiting for
 * print that was queued up to the end of that day (so a day nobody printed is never left
 * behind), plus the letters already printed in that day's batch (downloading it again gives
 * the same letters). One letter a page: creditor address block, the member's name and
 * mailing address when on file, and the notice's text (for a denial the Regulation B adverse
 * action content: reasons, the statement of rights, the ECOA notice naming the NCUA).
 *
 * Reading it changes nothing: call {@link markBatchPrinted} once the file has been delivered
 * (the CLI does so after writing it, the staff console after the download). Throws on a date
 * that is not YYYY-MM-DD.
 */
export async function buildPrintBatch(db: Queryable, secrets: Secrets, date: string): Promise<PrintBatch> {
  if (!isBatchDate(date)) throw new Error(`The batch date must be a real date YYYY-MM-DD (got "${date}")`);
  const rows = await noticesRepo.printBatch(db, date);
  const letters: PrintLetter[] = [];
  const entries: PrintBatchEntry[] = [];
  for (const row of rows) {
    const letter = noticesRepo.letterOf(secrets, row);
    if (!letter) continue; // printed already, then erased on request: nothing left to print
    letters.push({ reference: row.id, language: row.language, letter });
    entries.push({ noticeId: row.id, applicationId: row.application_id, kind: row.kind, language: row.language, status: row.status, page: letters.length, addressMissing: !letter.recipient.mailingAddress });
  }
  if (!letters.length) return { date, entries, pdf: null, pageTexts: [] };
  const rendered = await renderLetters(letters);
  return { date, entries, pdf: rendered.bytes, pageTexts: rendered.pages };
}

/**
 * Marks the letters of a batch 'printed' (those still waiting; the day is recorded as their
 * batch); answers how many changed. Call it only once the PDF was written or downloaded.
 */
export async function markBatchPrinted(db: Queryable, batch: Pick<PrintBatch, 'date' | 'entries'>, at: Date): Promise<number> {
  return noticesRepo.markPrinted(db, batch.entries.map((e) => e.noticeId), batch.date, at);
}
