import type { PDFFont } from 'pdf-lib';

/**
 * Makes text drawable with a standard (WinAnsi) PDF font: characters the font has (Latin-1
 * letters such as á é í ó ú ñ ü ¿ ¡, curly quotes, dashes) are kept; others lose their
 * accents when that makes them drawable ("ő" -> "o"), and anything left becomes "?".
 * Line breaks and tabs become spaces.
 */
export function toDrawableText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of String(text).replace(/[\t\r\n\f\v]+/g, ' ')) {
    const cp = ch.codePointAt(0) as number;
    if (supported.has(cp)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += base.length > 0 && [...base].every((c) => supported.has(c.codePointAt(0) as number)) ? base : '?';
  }
  return out;
}

/** Splits drawable text into lines no wider than maxWidth points (long words are cut). */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((w) => w.length > 0)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (width(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
