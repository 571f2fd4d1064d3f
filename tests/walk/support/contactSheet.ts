import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScreenRecord } from './recorder';

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function cell(record: ScreenRecord | undefined): string {
  if (!record) return '<td class="none">–</td>';
  const image = record.file ? `<a href="${escape(record.file)}"><img src="${escape(record.file)}" alt="${escape(record.file)}" loading="lazy"></a>` : '<p>no screenshot</p>';
  const notes = [
    ...record.failures.map((m) => `<li class="failure">FAILURE ${escape(m)}</li>`),
    ...record.findings.map((m) => `<li class="finding">FINDING ${escape(m)}</li>`),
  ].join('');
  return `<td>${image}<div class="name">${escape(record.file || `${record.nn}-${record.screen}`)}</div>${notes ? `<ul>${notes}</ul>` : '<p class="ok">ok</p>'}</td>`;
}

/**
 * Writes `index.html` in `dir`: one row per screen of a member's walk (`<member> <NN>-<screen>`),
 * one column per size and language, English beside Spanish, each screenshot with its failures
 * and findings under it; every failure and finding listed at the top.
 */
export function writeContactSheet(dir: string, records: ScreenRecord[], memberOrder: readonly string[]): string {
  const columns = [...new Set(records.map((r) => r.size))].flatMap((size) => ['en', 'es'].filter((lang) => records.some((r) => r.lang === lang && r.size === size)).map((lang) => ({ lang, size })));
  const rank = (r: ScreenRecord) => memberOrder.indexOf(r.member) * 1000 + Number(r.nn);
  const rowKeys = [...new Map([...records].sort((a, b) => rank(a) - rank(b)).map((r) => [`${r.member} ${r.nn}-${r.screen}`, r])).keys()];
  const find = (key: string, lang: string, size: string) => records.find((r) => `${r.member} ${r.nn}-${r.screen}` === key && r.lang === lang && r.size === size);
  const all = (kind: 'failures' | 'findings') => records.flatMap((r) => r[kind].map((m) => `<li class="${kind.slice(0, -1)}">${escape(`${r.lang} ${r.size} ${r.member} ${r.nn}-${r.screen}: ${m}`)}</li>`));
  const failures = all('failures');
  const findings = all('findings');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Persona walk</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 6px; vertical-align: top; }
th.row { text-align: left; white-space: nowrap; }
td { width: 300px; }
img { width: 280px; display: block; border: 1px solid #eee; }
.name { font-size: 11px; color: #555; word-break: break-all; }
ul { padding-left: 16px; margin: 4px 0; }
.failure { color: #a00; }
.finding { color: #8a5a00; }
.ok { color: #080; margin: 4px 0; }
.none { color: #999; text-align: center; }
</style></head><body>
<h1>Persona walk</h1>
<p>${records.length} screens, ${failures.length} failures, ${findings.length} findings.</p>
${failures.length ? `<h2>Failures</h2><ul>${failures.join('')}</ul>` : ''}
${findings.length ? `<h2>Findings</h2><ul>${findings.join('')}</ul>` : ''}
<table><thead><tr><th>Screen</th>${columns.map((c) => `<th>${c.lang} ${c.size}</th>`).join('')}</tr></thead><tbody>
${rowKeys.map((key) => `<tr><th class="row">${escape(key)}</th>${columns.map((c) => cell(find(key, c.lang, c.size))).join('')}</tr>`).join('\n')}
</tbody></table></body></html>
`;
  const path = join(dir, 'index.html');
  writeFileSync(path, html);
  return path;
}
