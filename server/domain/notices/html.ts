import type { Notice, NoticeLanguage } from './types';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and quoted attributes. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** One paragraph of a notice body: a list when every line after an optional heading starts with "- ". */
function block(paragraph: string): string {
  const lines = paragraph.split('\n');
  const items = lines.filter((l) => l.startsWith('- '));
  if (items.length > 0 && items.length >= lines.length - 1 && lines.slice(1).every((l) => l.startsWith('- '))) {
    const heading = lines[0].startsWith('- ') ? '' : `<p style="margin:0 0 4px">${escape(lines[0])}</p>`;
    return `${heading}<ul style="margin:0 0 16px">${items.map((l) => `<li>${escape(l.slice(2))}</li>`).join('')}</ul>`;
  }
  return `<p style="margin:0 0 16px">${lines.map(escape).join('<br>')}</p>`;
}

/**
 * The HTML part of a notice's e-mail: the same text as the plain-text body (paragraphs, the
 * list of reasons), every value escaped, in a minimal document in the notice's language.
 */
export function noticeHtml(notice: Pick<Notice, 'subject' | 'body'>, language: NoticeLanguage): string {
  const body = notice.body.split(/\n{2,}/).map(block).join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(notice.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:640px;margin:0 auto;padding:16px">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}
