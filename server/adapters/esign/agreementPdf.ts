import { buildAgreementDocument, type AgreementBlock } from './agreement';
import { formatUtc } from './format';
import { PdfFlowWriter } from './pdfLayout';
import { agreementTexts } from './texts';
import type { AgreementData, SignatureRecord, SigningAuditEvent } from './types';

/** One entry of the envelope's event timeline, as printed on the audit page. */
export type AuditEvent = SigningAuditEvent;

/** What the audit page of a signed agreement records. */
export interface SigningAudit {
  envelopeId: string;
  signature: SignatureRecord;
  events: AuditEvent[];
}

/** PDF bytes plus the text lines drawn into it, in order. */
export interface RenderedPdf {
  bytes: Uint8Array;
  drawnText: string[];
}

function drawBlock(w: PdfFlowWriter, block: AgreementBlock): void {
  const full = w.contentWidth;
  switch (block.kind) {
    case 'heading':
      w.ensureSpace(40);
      w.paragraph(block.text, { size: 12, bold: true, gapAfter: 2 });
      return;
    case 'paragraph':
      w.paragraph(block.text);
      return;
    case 'keyValues':
      for (const [k, v] of block.rows) w.row([[{ text: k }], [{ text: v, bold: true }]], [full * 0.62, full * 0.38], false);
      w.gap(6);
      return;
    case 'federalBox':
      w.paragraph(block.heading, { size: 12, bold: true, gapAfter: 4 });
      w.row(
        block.cells.map((c) => [{ text: c.label, bold: true }, { text: c.description, size: 8 }, { text: c.value, bold: true, size: 12 }]),
        block.cells.map(() => full / block.cells.length),
        true,
      );
      w.gap(10);
      return;
    case 'table': {
      const widths = [full * 0.22, full * 0.26, full * 0.52];
      w.paragraph(block.caption, { bold: true, gapAfter: 2 });
      w.row(block.columns.map((c) => [{ text: c, bold: true }]), widths, true);
      for (const r of block.rows) w.row(r.map((c) => [{ text: c }]), widths, true);
      w.gap(10);
      return;
    }
  }
}

/**
 * Anchor strings a provider places its signature and date fields on (DocuSign anchor tabs):
 * drawn in white in a signature box under the agreement, so the signer sees only the labels.
 */
export interface SignatureAnchors {
  signHere: string;
  dateSigned: string;
}

async function renderPdf(data: AgreementData, audit: SigningAudit | null, anchors: SignatureAnchors | null = null): Promise<RenderedPdf> {
  const t = agreementTexts[data.language];
  // pdf-lib loads on the first PDF, not with the server.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const agreement = buildAgreementDocument(data);
  doc.setTitle(agreement.title);
  doc.setLanguage(data.language === 'es' ? 'es-US' : 'en-US');
  doc.setCreator('microloan built-in e-signature');
  if (audit) doc.setSubject(`SHA-256 ${audit.signature.documentSha256}`);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new PdfFlowWriter(doc, fonts, rgb);
  w.paragraph(agreement.title, { size: 16, bold: true, gapAfter: 10 });
  for (const block of agreement.blocks) drawBlock(w, block);
  if (anchors && !audit) {
    w.row([[{ text: t.signedBy, size: 8 }, { text: anchors.signHere, size: 24, white: true }], [{ text: t.signedAt, size: 8 }, { text: anchors.dateSigned, size: 24, white: true }]], [w.contentWidth * 0.6, w.contentWidth * 0.4], true);
  }
  if (audit) {
    const s = audit.signature;
    w.row([[{ text: t.signedBy, size: 8 }, { text: s.name, bold: true, size: 14 }], [{ text: t.signedAt, size: 8 }, { text: formatUtc(s.signedAt) }]], [w.contentWidth * 0.6, w.contentWidth * 0.4], true);
    w.newPage();
    w.paragraph(t.audit.title, { size: 16, bold: true, gapAfter: 10 });
    const rows: Array<[string, string]> = [
      [t.audit.envelopeId, audit.envelopeId],
      [t.audit.documentSha256, s.documentSha256],
      [t.audit.signer, s.name],
      [t.audit.signedAt, formatUtc(s.signedAt)],
      [t.audit.ip, s.ip],
      [t.audit.userAgent, s.userAgent],
      [t.audit.consentGivenAt, formatUtc(s.consentGivenAt)],
      [t.audit.method, s.method === 'click' ? t.audit.methodClick : t.audit.methodTyped],
    ];
    for (const [k, v] of rows) w.row([[{ text: k, bold: true }], [{ text: v, size: 9 }]], [w.contentWidth * 0.3, w.contentWidth * 0.7], true);
    w.gap(12);
    w.paragraph(t.audit.events, { size: 12, bold: true, gapAfter: 2 });
    for (const e of audit.events) {
      w.row([[{ text: formatUtc(e.at) }], [{ text: e.detail ? `${e.type}: ${e.detail}` : e.type }]], [w.contentWidth * 0.3, w.contentWidth * 0.7], true);
    }
  }
  w.numberPages(t.audit.page);
  return { bytes: await doc.save({ useObjectStreams: false }), drawnText: w.drawn };
}

/**
 * The unsigned agreement as a PDF (same content as the HTML, US Letter, Helvetica); with
 * `anchors`, a signature box whose anchor strings a provider puts its fields on.
 */
export async function renderAgreementPdf(data: AgreementData, anchors?: SignatureAnchors): Promise<RenderedPdf> {
  return renderPdf(data, null, anchors ?? null);
}

/**
 * The signed agreement: the agreement, a signature block (typed name and UTC time) and a
 * final audit page (envelope id, document SHA-256, signer, time, IP, user agent, consent
 * time, event timeline).
 */
export async function renderSignedAgreementPdf(data: AgreementData, audit: SigningAudit): Promise<RenderedPdf> {
  return renderPdf(data, audit);
}
