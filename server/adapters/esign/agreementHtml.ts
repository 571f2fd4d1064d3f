import { buildAgreementDocument, type AgreementBlock } from './agreement';
import { escapeHtml } from './escapeHtml';
import type { AgreementData } from './types';

function renderBlock(block: AgreementBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'keyValues':
      return `<dl class="kv">${block.rows
        .map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`)
        .join('')}</dl>`;
    case 'federalBox':
      return `<section class="federal-box" aria-labelledby="federal-box-heading"><h2 id="federal-box-heading">${escapeHtml(
        block.heading,
      )}</h2><div class="federal-box-cells">${block.cells
        .map(
          (c) =>
            `<div class="federal-box-cell"><strong>${escapeHtml(c.label)}</strong><span class="desc">${escapeHtml(
              c.description,
            )}</span><span class="value">${escapeHtml(c.value)}</span></div>`,
        )
        .join('')}</div></section>`;
    case 'table':
      return `<table class="schedule"><caption>${escapeHtml(block.caption)}</caption><thead><tr>${block.columns
        .map((c) => `<th scope="col">${escapeHtml(c)}</th>`)
        .join('')}</tr></thead><tbody>${block.rows
        .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
  }
}

/**
 * The loan agreement as an HTML fragment (an `<article>`, no scripts, no styles, every value
 * escaped). This exact string is what the signer sees and what `documentSha256` hashes, so
 * the provider renders it once per envelope and stores it.
 */
export function renderAgreementHtml(data: AgreementData): string {
  const doc = buildAgreementDocument(data);
  return `<article class="agreement" lang="${doc.language}"><h2 class="agreement-title">${escapeHtml(doc.title)}</h2>${doc.blocks
    .map(renderBlock)
    .join('\n')}</article>`;
}
