import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatDate, formatMoney, formatPercent, formatUtc } from '../../../server/adapters/esign/format';
import { toDrawableText, wrapText } from '../../../server/adapters/esign/pdfText';
import { signerNameMatches } from '../../../server/adapters/esign/signerName';

describe('agreement formatting', () => {
  it('writes money with 2 decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(-5)).toBe('-$5.00');
  });

  it('writes a rate fraction as a percent with 2 decimals', () => {
    expect(formatPercent(0.28)).toBe('28.00%');
    expect(formatPercent(0.27954)).toBe('27.95%');
    expect(formatPercent(0.27955)).toBe('27.96%');
  });

  it('writes dates in each language and instants in UTC', () => {
    expect(formatDate('2027-01-05', 'en')).toBe('January 5, 2027');
    expect(formatDate('2027-01-05', 'es')).toBe('5 de enero de 2027');
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatUtc('2026-11-22T05:00:00-05:00')).toBe('2026-11-22 10:00:00 UTC');
  });
});

describe('signer name rule', () => {
  const borrower = { firstName: 'José', lastName: 'De la Cruz' };
  it('ignores case, accents and extra spaces, nothing else', () => {
    expect(signerNameMatches('JOSE  de la cruz', borrower)).toBe(true);
    expect(signerNameMatches(' José De la Cruz ', borrower)).toBe(true);
    expect(signerNameMatches('Jose Cruz', borrower)).toBe(false);
    expect(signerNameMatches('', { firstName: '', lastName: '' })).toBe(false);
  });
});

describe('PDF text helpers', () => {
  it('keeps Latin-1 letters, strips other accents, and wraps to width', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(toDrawableText('¿Año? ¡Sí! ÁÉÍÓÚ ü', font)).toBe('¿Año? ¡Sí! ÁÉÍÓÚ ü');
    expect(toDrawableText('Łódź\n中', font)).toBe('?ódz ?');
    const lines = wrapText('word '.repeat(60).trim(), font, 10, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe('word '.repeat(60).trim());
  });
});
