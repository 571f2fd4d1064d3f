import type { PDFDocument, PDFFont, PDFPage, rgb as pdfRgb } from 'pdf-lib';
import { toDrawableText, wrapText } from './pdfText';

/** US Letter, 0.75 inch margins. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;
const BODY_SIZE = 10;
const LEADING = 1.35;

/**
 * A top-to-bottom writer over a pdf-lib document: it wraps text to the page width, starts a
 * new page when the current one is full, and keeps a log of every line drawn (handy for
 * tests, since page content streams are compressed).
 */
export class PdfFlowWriter {
  /** Every line of text drawn, in order. */
  readonly drawn: string[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    /** pdf-lib's `rgb` (the module is loaded with the first PDF, not with the server). */
    private readonly rgb: typeof pdfRgb,
  ) {
    this.newPage();
  }

  /** Width available for text. */
  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  /** Starts a new page and moves the cursor to its top. */
  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page when fewer than `height` points remain. */
  ensureSpace(height: number): void {
    if (this.y - height < PAGE.margin + 14) this.newPage();
  }

  /** Wrapped lines of `text` for a column of `width` points. */
  lines(text: string, width: number, size = BODY_SIZE, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return wrapText(toDrawableText(text, font), font, size, width);
  }

  /** Draws one already-wrapped line at (x, baseline y); `white` for text only a machine reads (e-signature anchors). */
  drawLine(line: string, x: number, y: number, size = BODY_SIZE, bold = false, white = false): void {
    this.page.drawText(line, { x, y, size, font: bold ? this.fonts.bold : this.fonts.regular, color: white ? this.rgb(1, 1, 1) : this.rgb(0, 0, 0) });
    this.drawn.push(line);
  }

  /** A wrapped paragraph across the full width, followed by a small gap. */
  paragraph(text: string, opts: { size?: number; bold?: boolean; gapAfter?: number } = {}): void {
    const size = opts.size ?? BODY_SIZE;
    for (const line of this.lines(text, this.contentWidth, size, opts.bold)) {
      this.ensureSpace(size * LEADING);
      this.y -= size * LEADING;
      this.drawLine(line, PAGE.margin, this.y, size, opts.bold);
    }
    this.y -= opts.gapAfter ?? 6;
  }

  /**
   * A row of cells side by side (each a list of [text, bold, size] parts), with optional
   * borders; the row moves to a new page as a whole when it does not fit.
   */
  row(cells: Array<Array<{ text: string; bold?: boolean; size?: number; white?: boolean }>>, widths: number[], boxed: boolean): void {
    const pad = boxed ? 5 : 0;
    const laid = cells.map((parts, i) =>
      parts.flatMap((part) =>
        this.lines(part.text, widths[i] - 2 * pad, part.size ?? BODY_SIZE, part.bold).map((l) => ({ ...part, l })),
      ),
    );
    const heightOf = (ls: typeof laid[number]) =>
      ls.reduce((sum, p) => sum + (p.size ?? BODY_SIZE) * LEADING, 0) + 2 * pad;
    const height = Math.max(...laid.map(heightOf));
    this.ensureSpace(height);
    let x = PAGE.margin;
    laid.forEach((ls, i) => {
      if (boxed) {
        this.page.drawRectangle({ x, y: this.y - height, width: widths[i], height, borderWidth: 1, borderColor: this.rgb(0, 0, 0) });
      }
      let y = this.y - pad;
      for (const p of ls) {
        y -= (p.size ?? BODY_SIZE) * LEADING;
        this.drawLine(p.l, x + pad, y + 2, p.size ?? BODY_SIZE, p.bold, p.white);
      }
      x += widths[i];
    });
    this.y -= height;
  }

  /** Vertical gap. */
  gap(points: number): void {
    this.y -= points;
  }

  /** Draws "Page n of N" at the bottom of every page. */
  numberPages(label: (n: number, of: number) => string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = toDrawableText(label(i + 1, pages.length), this.fonts.regular);
      page.drawText(text, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: this.fonts.regular });
      this.drawn.push(text);
    });
  }
}
