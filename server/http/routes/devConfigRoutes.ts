import type { FastifyInstance } from 'fastify';
import { translationCoverage } from '../../../src/core/flow/project';
import type { LiveConfig } from '../../dev/liveConfig';

/** The JSON files of the configuration in use whose path starts with `prefix`, keyed by the rest of the path. */
function filesUnder(live: LiveConfig, prefix: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(live.state.files.json)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, json]) => [path.slice(prefix.length), json]),
  );
}

/**
 * Local mode only. GET /api/dev/flow-check: the checker's problems of the files on disk (empty
 * when they are the ones in use), notes, translation completeness per language and the config
 * version. GET /api/dev/config: the flows, form schemas, locale files and loan ranges in use, for the
 * product owners' preview (/preview), which polls both.
 */
export function registerDevConfigRoutes(app: FastifyInstance, live: LiveConfig): void {
  app.get('/api/dev/flow-check', { schema: { summary: 'Local mode only: the flow checker on the files on disk.', tags: ['dev'] } }, () => ({
    ok: live.state.problems.length === 0,
    version: live.state.version,
    checked_at: live.state.checkedAt,
    problems: live.state.problems,
    notes: live.state.notes,
    translations: translationCoverage(live.state.files),
  }));
  app.get('/api/dev/config', { schema: { summary: 'Local mode only: flows, form schemas and locales in use.', tags: ['dev'] } }, () => {
    const flows = Object.values(filesUnder(live, 'flows/')).filter((f): f is { product: string } => typeof f === 'object' && f !== null && 'steps' in f);
    const locales: Record<string, Record<string, unknown>> = {};
    for (const [path, json] of Object.entries(filesUnder(live, 'locales/'))) {
      const [lang, file] = path.split('/');
      (locales[lang] ??= {})[file.replace(/\.json$/, '')] = json;
    }
    const loans = Object.fromEntries([...app.services.products.values()].map((p) => [p.id, { minAmount: p.config.loan.minAmount, maxAmount: p.config.loan.maxAmount }]));
    return { version: live.state.version, flows: Object.fromEntries(flows.map((f) => [f.product, f])), schemas: filesUnder(live, 'schemas/forms/'), locales, loans, brand: app.services.brand };
  });
}
