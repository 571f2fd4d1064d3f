import type { LayerProbe } from './layerProbes';

const uses = (path: string) => `import * as probe from '${path}';\nexport const used = probe;\n`;
const usesType = (path: string, name: string) => `import type { ${name} } from '${path}';\nexport type Used = ${name};\n`;

/**
 * Probes of the server's layers (server/layers.eslint.mjs): the imports that break them
 * (one per forbidden pair, a type-only one among them, and an import cycle), then the cycles that
 * were cut (each would come back with the probe's import), then imports the layers allow.
 */
export const SERVER_LAYER_PROBES: LayerProbe[] = [
  { name: 'domain imports http', filePath: 'server/domain/probe.ts', code: uses('../http/session'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'domain imports the composition', filePath: 'server/domain/probe.ts', code: uses('../app/buildApp'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'domain imports jobs', filePath: 'server/domain/lifecycle/probe.ts', code: uses('../../jobs/enqueue'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'domain imports an adapter (type only)', filePath: 'server/domain/probe.ts', code: usesType('../adapters/esign', 'SigningCeremony'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'domain imports Fastify', filePath: 'server/domain/application/probe.ts', code: usesType('fastify', 'FastifyRequest'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'domain imports the staff area', filePath: 'server/domain/lifecycle/probe.ts', code: uses('../../staff/review/queue'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'domain imports the staff area (type only)', filePath: 'server/domain/probe.ts', code: usesType('../staff/access', 'StaffAccess'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'repos import the staff area', filePath: 'server/repos/probe.ts', code: uses('../staff/review/queue'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'jobs import the staff area', filePath: 'server/jobs/probe.ts', code: uses('../staff/review/queue'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'an adapter imports the staff area', filePath: 'server/adapters/sms/probe.ts', code: uses('../../staff/review/queue'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'an adapter imports http', filePath: 'server/adapters/sms/probe.ts', code: uses('../../http/session'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'an adapter imports the composition', filePath: 'server/adapters/esign-store/probe.ts', code: uses('../../app/adapters'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'jobs import the services of http', filePath: 'server/jobs/probe.ts', code: usesType('../http/services', 'AppServices'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'jobs import the composition', filePath: 'server/jobs/handlers/probe.ts', code: uses('../../app/plugins/jobs'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'repos import jobs', filePath: 'server/repos/probe.ts', code: uses('../jobs/enqueue'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'http imports the composition', filePath: 'server/http/steps/probe.ts', code: uses('../../app/adapters'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'an import cycle (session -> steps/registry -> otp -> session)', filePath: 'server/http/session.ts', code: uses('./steps/registry'), flaggedBy: 'import-x/no-cycle' },
  // The cycles that were cut come back as an error.
  { name: 'cut cycle: jobs <-> the services (type only)', filePath: 'server/jobs/types.ts', code: usesType('../http/services', 'AppServices'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'cut cycle: the job worker <-> its plugin', filePath: 'server/jobs/worker.ts', code: uses('../app/plugins/jobs'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'cut cycle: the preview <-> the routes', filePath: 'src/preview/PreviewCell.tsx', code: uses('../app/routes'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'cut cycle: DialogView <-> the dialog service (lazy)', filePath: 'src/services/DialogView.tsx', code: uses('./dialog'), flaggedBy: 'import-x/no-cycle' },
  // Allowed.
  { name: 'the staff area uses the domain', filePath: 'server/staff/review/probe.ts', code: uses('../../domain/lifecycle'), flaggedBy: null },
  { name: 'http uses a lifecycle command', filePath: 'server/http/steps/probe.ts', code: uses('../../domain/lifecycle'), flaggedBy: null },
  { name: 'the composition uses http', filePath: 'server/app/plugins/probe.ts', code: uses('../../http/routes/stepRoutes'), flaggedBy: null },
  { name: 'an adapter implements a port', filePath: 'server/adapters/sms/probe.ts', code: usesType('../../domain/ports', 'SmsSender'), flaggedBy: null },
  { name: 'a job calls a lifecycle command', filePath: 'server/jobs/handlers/probe.ts', code: uses('../../domain/lifecycle'), flaggedBy: null },
];
