import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { noticeDate } from '../../domain/notices/format';
import type { NoticeLetter } from '../../domain/notices/record';
import type { NoticeLanguage } from '../../domain/notices/types';
import { toDrawableText, wrapText } from '../esign/pdfText';

/** US Letter; the recipient block sits where a #10 window envelope shows it (1 inch from the left, 2 inches down). */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const WINDOW = { x: 72, top: 144 } as const;
const BODY_TOP = 276;
/** Body sizes tried, largest first, until the letter fits its one page. */
const SIZES = [10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5] as const;
const LEADING = 1.32;

/** Staff-facing mark on a letter without a mailing address (both languages: staff and member read it). */
const NO_ADDRESS = '(No mailing address on file / Sin dirección postal registrada)';

/** One letter to print. */
export interface PrintLetter {
  /** The notice id, printed small at the foot of the page for staff. */
  reference: string;
  language: NoticeLanguage;
  letter: NoticeLetter;
}

/** The batch as PDF bytes, with the text drawn on each page (one entry per page, in order). */
export interface RenderedLetters {
  bytes: Uint8Array;
  pages: string[][];
}

/** "100 Harbor Way, Portland, ME 04101" -> ["100 Harbor Way", "Portland, ME 04101"]: the city stays with its state and ZIP. */
export function addressLines(oneLine: string): string[] {
  const parts = oneLine.split(/\s*,\s*/).map((p) => p.trim()).filter(Boolean);
  if (parts.length >= 3 && /^[A-Z]{2}\s+\d{5}(-\d{4})?$/.test(parts[parts.length - 1])) return [...parts.slice(0, -2), `${parts[parts.length - 2]}, ${parts[parts.length - 1]}`];
  return parts;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The body paragraphs, without the creditor block and date the page header already shows. */
function bodyParagraphs(p: PrintLetter): string[] {
  const { institution } = p.letter;
  const header = new Set([`${institution.name}\n${institution.address}`, noticeDate(p.letter.date, p.language)]);
  return p.letter.body.split(/\n{2,}/).filter((para) => !header.has(para.trim()));
}

/** The wrapped lines of the body at `size` (a blank line between paragraphs). */
function layBody(paragraphs: string[], fonts: Fonts, size: number, width: number): string[][] {
  return paragraphs.map((para) => para.split('\n').flatMap((line) => wrapText(toDrawableText(line, fonts.regular), fonts.regular, size, width)));
}

/** Draws one letter on its own page; answers the text drawn. */
function drawLetter(page: PDFPage, fonts: Fonts, black: Color, p: PrintLetter): string[] {
  const drawn: string[] = [];
  const text = (value: string, x: number, y: number, size: number, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    const line = toDrawableText(value, font);
    page.drawText(line, { x, y, size, font, color: black });
    drawn.push(line);
  };
  const { letter } = p;
  let y = PAGE.height - PAGE.margin - 11;
  text(letter.institution.name, PAGE.margin, y, 11, true);
  for (const line of [...addressLines(letter.institution.address), ...(letter.institution.phone ? [letter.institution.phone] : [])]) text(line, PAGE.margin, (y -= 13), 9);
  const date = noticeDate(letter.date, p.language);
  text(date, PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(toDrawableText(date, fonts.regular), 10), PAGE.height - PAGE.margin - 11, 10);

  y = PAGE.height - WINDOW.top - 11;
  text(letter.recipient.name, WINDOW.x, y, 11, true);
  for (const line of letter.recipient.mailingAddress ? addressLines(letter.recipient.mailingAddress) : [NO_ADDRESS]) text(line, WINDOW.x, (y -= 14), 10);

  const width = PAGE.width - 2 * PAGE.margin;
  const subject = wrapText(toDrawableText(letter.subject, fonts.bold), fonts.bold, 11, width);
  const room = PAGE.height - BODY_TOP - PAGE.margin - 20 - subject.length * 15;
  const size = SIZES.find((s) => heightOf(layBody(bodyParagraphs(p), fonts, s, width), s) <= room) ?? SIZES[SIZES.length - 1];
  y = PAGE.height - BODY_TOP;
  for (const line of subject) text(line, PAGE.margin, (y -= 15), 11, true);
  y -= 8;
  for (const para of layBody(bodyParagraphs(p), fonts, size, width)) {
    for (const line of para) text(line, PAGE.margin, (y -= size * LEADING), size);
    y -= size * 0.8;
  }
  text(`Ref. ${p.reference}`, PAGE.margin, PAGE.margin / 2, 7);
  return drawn;
}

const heightOf = (paragraphs: string[][], size: number) => paragraphs.reduce((h, lines) => h + lines.length * size * LEADING + size * 0.8, 0);

/**
 * The letters as one PDF, one letter a page (US Letter): the creditor's name, address and
 * phone at the top left, the date at the top right, the member's name and mailing address in
 * the window of a #10 envelope (or a mark that none is on file), the subject and the notice's
 * text, shrunk to fit one page, and the notice id at the foot.
 */
export async function renderLetters(letters: readonly PrintLetter[]): Promise<RenderedLetters> {
  // pdf-lib loads on the first PDF, not with the server.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle('Notices to mail');
  doc.setCreator('microloan');
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const pages = letters.map((p) => drawLetter(doc.addPage([PAGE.width, PAGE.height]), fonts, rgb(0, 0, 0), p));
  return { bytes: await doc.save(), pages };
}
