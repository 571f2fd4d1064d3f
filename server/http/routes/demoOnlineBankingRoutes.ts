import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../adapters/esign/escapeHtml';
import type { DemoLaunchKey } from '../../adapters/launch/demoLaunchKey';
import { demoMembers } from '../../adapters/members/demoMembers';

/** The demo host's page, its key set and the launch path. */
export const DEMO_HOST_PATH = '/demo/online-banking';

type DemoQuery = { member?: string; locale?: string; product?: string };

function options(values: Array<[string, string]>, chosen: string | undefined): string {
  return values.map(([value, label]) => `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`).join('');
}

/** The demo page's look: a plain banking page; the form stacks on a phone, the frame fills the width up to 480px. */
const DEMO_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f3f4f6;line-height:1.45}
header{background:#12355b;color:#fff;padding:16px 20px}
header h1{margin:0 0 6px;font-size:1.4rem}
header p{margin:0;max-width:60rem;font-size:.95rem}
header a{color:#fff}
main{display:flex;flex-wrap:wrap;gap:20px;padding:20px;align-items:flex-start}
form{display:flex;flex-direction:column;gap:14px;background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:16px;flex:1 1 260px;max-width:360px}
label{display:flex;flex-direction:column;gap:4px;font-weight:600}
select{font:inherit;padding:8px;border:1px solid #6b7280;border-radius:4px;min-height:44px;width:100%}
button{font:inherit;font-weight:600;color:#fff;background:#12355b;border:0;border-radius:4px;min-height:44px;padding:10px 16px;cursor:pointer}
button:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
iframe{border:1px solid #d1d5db;border-radius:8px;background:#fff;width:100%;max-width:480px;height:760px;flex:1 1 320px}
`;

/** The page: a pick list of demo members, language and product, and once picked the flow in a frame. */
function demoPage(members: Array<[string, string]>, products: string[], query: DemoQuery, frameSrc: string | null): string {
  const locale = query.locale === 'es' ? 'es' : 'en';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo online banking</title>
<style>${DEMO_STYLE}</style></head>
<body>
<header><h1>Demo online banking</h1><p>Plays the credit union's digital-banking platform (local mode only): the member is signed in here, and the platform launches them into the loan application with a signed launch token (ES256, key set at <a href="${DEMO_HOST_PATH}/jwks.json">${DEMO_HOST_PATH}/jwks.json</a>).</p></header>
<main>
<form method="get" action="${DEMO_HOST_PATH}">
<label>Signed-in member <select name="member">${options(members, query.member)}</select></label>
<label>Language <select name="locale">${options([['en', 'English'], ['es', 'Español']], locale)}</select></label>
<label>Product <select name="product">${options(products.map((p) => [p, p]), query.product)}</select></label>
<button type="submit">Apply for a loan</button>
</form>
${frameSrc ? `<iframe title="Loan application" src="${escapeHtml(frameSrc)}"></iframe>` : ''}
</main>
</body>
</html>
`;
}

/**
 * Local mode only (never registered in production): `GET /demo/online-banking` plays the
 * online-banking platform. Picking a demo member signs a launch token for them with the demo key
 * and opens `/launch/{product}?token=...` in a frame (same origin: the CSP's `frame-ancestors
 * 'self'` allows it). `GET /demo/online-banking/jwks.json` publishes the demo key set.
 */
export function registerDemoOnlineBankingRoutes(app: FastifyInstance, key: DemoLaunchKey): void {
  const { products, now } = app.services;
  app.get(`${DEMO_HOST_PATH}/jwks.json`, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send(key.jwks));
  app.get<{ Querystring: DemoQuery }>(DEMO_HOST_PATH, {
    schema: { hide: true, querystring: { type: 'object', properties: { member: { type: 'string', maxLength: 64 }, locale: { type: 'string', enum: ['en', 'es'] }, product: { type: 'string', maxLength: 64 } } } },
  }, async (request, reply) => {
    const members = demoMembers(now()).map((m): [string, string] => [m.member_id, `${m.first_name} ${m.last_name} (${m.member_id})`]);
    const productIds = [...products.keys()];
    const { member, locale, product } = request.query;
    const picked = member && members.some(([id]) => id === member) ? member : null;
    const productId = product && products.has(product) ? product : productIds[0];
    const frameSrc = picked ? `/launch/${encodeURIComponent(productId)}?token=${encodeURIComponent(await key.sign(picked, locale === 'es' ? 'es' : locale === 'en' ? 'en' : undefined, now()))}` : null;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(demoPage(members, productIds, request.query, frameSrc));
  });
}
