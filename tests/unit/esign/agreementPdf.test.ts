import { PDFDocument } from 'pdf-lib';
import { renderAgreementPdf, renderSignedAgreementPdf, type SigningAudit } from '../../../server/adapters/esign/agreementPdf';
import { agreementFixture } from './fixtures';
import { extractPdfText } from './pdfText';

const audit: SigningAudit = {
  envelopeId: 'env-123',
  signature: {
    name: 'Ana Núñez',
    signedAt: '2026-11-22T10:00:05.000Z',
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    documentSha256: 'a1'.repeat(32),
    consentGivenAt: '2026-11-22T10:00:04.000Z',
  },
  events: [
    { type: 'envelope_sent', at: '2026-11-22T09:58:00.000Z' },
    { type: 'signing_complete', at: '2026-11-22T10:00:05.000Z' },
  ],
};

describe('loan agreement PDF', () => {
  it('renders the unsigned agreement with the federal box values', async () => {
    const pdf = await renderAgreementPdf(agreementFixture());
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = (await extractPdfText(pdf.bytes)).join(' ');
    expect(text).toContain('ANNUAL PERCENTAGE RATE');
    expect(text).toContain('27.95%');
    expect(text).toContain('$649.18');
    expect(text).not.toContain('env-123');
  });

  it('adds a signature block and an audit page to the signed agreement', async () => {
    const pdf = await renderSignedAgreementPdf(agreementFixture(), audit);
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const text = await extractPdfText(pdf.bytes);
    const joined = text.join(' ');
    expect(joined).toContain('Signed electronically by');
    expect(joined).toContain('Signature audit record');
    for (const v of ['env-123', 'a1'.repeat(32), '203.0.113.9', '2026-11-22 10:00:05 UTC', '2026-11-22 10:00:04 UTC', 'signing_complete']) {
      expect(joined).toContain(v);
    }
    expect([...text].sort()).toEqual([...pdf.drawnText].sort());
    const auditPage = await PDFDocument.load(pdf.bytes);
    const last = auditPage.getPages().length;
    expect(joined).toContain(`Page ${last} of ${last}`);
  });

  it('keeps Spanish accents (WinAnsi) and draws the Spanish text', async () => {
    const pdf = await renderSignedAgreementPdf(agreementFixture({ language: 'es' }), audit);
    const joined = (await extractPdfText(pdf.bytes)).join(' ');
    expect(joined).toContain('Ana Núñez');
    expect(joined).toContain('TASA DE PORCENTAJE ANUAL');
    expect(joined).toContain('Registro de auditoría de la firma');
    expect(joined).toContain('Página');
  });

  it('replaces characters Helvetica cannot encode instead of failing', async () => {
    const pdf = await renderSignedAgreementPdf(agreementFixture({ borrower: { firstName: 'Zoë', lastName: 'Erdős 中' } }), {
      ...audit,
      signature: { ...audit.signature, name: 'Zoë Erdős 中' },
    });
    const joined = (await extractPdfText(pdf.bytes)).join(' ');
    expect(joined).toContain('Zoë Erdos ?');
  });

  it('wraps long text within the page and spreads over several pages', async () => {
    const long = 'Averyveryverylongaddresswithoutanyspacesatallthatmustbecutsomewhere'.repeat(3);
    const pdf = await renderSignedAgreementPdf(agreementFixture({ institution: { name: 'CU', address: long, phone: '1' } }), audit);
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.drawnText.every((line) => line.length < 140)).toBe(true);
  });
});
