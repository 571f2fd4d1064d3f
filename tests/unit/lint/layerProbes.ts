/**
 * Probe files for the lint rules of the browser's layers (eslint.config.js): each is a source
 * text linted as if it were at `filePath`, with the rule it must break (or none when it keeps
 * the rules).
 */
export interface LayerProbe {
  name: string;
  filePath: string;
  code: string;
  /** The rule that must flag it, or null when it is allowed. */
  flaggedBy: 'import-x/no-restricted-paths' | 'import-x/no-cycle' | 'no-restricted-imports' | null;
}

const uses = (path: string) => `import * as probe from '${path}';\nexport const used = probe;\n`;

/** Every probe: one per zone, the cycle rule on a static and a dynamic import, and allowed imports. */
export const LAYER_PROBES: LayerProbe[] = [
  { name: 'core imports the shell', filePath: 'src/core/probe.ts', code: uses('../app/routes'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'core imports a widget', filePath: 'src/core/probe.ts', code: uses('../../widgets/index'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'core imports i18n', filePath: 'src/core/probe.ts', code: uses('../i18n/languages'), flaggedBy: 'import-x/no-restricted-paths' },
  // src/core runs in the browser too: no Node built-in, whether named `node:fs` or bare `fs`.
  { name: 'core imports node:fs', filePath: 'src/core/probe.ts', code: uses('node:fs'), flaggedBy: 'no-restricted-imports' },
  { name: 'core imports bare fs', filePath: 'src/core/probe.ts', code: uses('fs'), flaggedBy: 'no-restricted-imports' },
  { name: 'core imports bare fs/promises', filePath: 'src/core/probe.ts', code: uses('fs/promises'), flaggedBy: 'no-restricted-imports' },
  { name: 'core imports bare path', filePath: 'src/core/probe.ts', code: uses('path'), flaggedBy: 'no-restricted-imports' },
  { name: 'core imports bare crypto (type only)', filePath: 'src/core/probe.ts', code: `import type { Hash } from 'crypto';\nexport type Used = Hash;\n`, flaggedBy: 'no-restricted-imports' },
  { name: 'widgets import the flow', filePath: 'widgets/probe.ts', code: uses('../src/flow/FlowContext'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'widgets import services', filePath: 'widgets/probe.ts', code: uses('../src/services/toast'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'services import the flow', filePath: 'src/services/probe.ts', code: uses('../flow/FlowContext'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'services import a screen', filePath: 'src/services/probe.ts', code: uses('../screens/registry'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'api imports services', filePath: 'src/api/probe.ts', code: uses('../services/toast'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'i18n imports api', filePath: 'src/i18n/probe.ts', code: uses('../api/client'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'a screen imports the shell', filePath: 'src/screens/probe.ts', code: uses('../app/routes'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the flow imports the preview', filePath: 'src/flow/probe.ts', code: uses('../preview/PreviewPage'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the preview imports the shell', filePath: 'src/preview/probe.ts', code: uses('../app/routes'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the shell imports the server rendering', filePath: 'src/app/probe.ts', code: uses('../ssr/entry'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the server rendering imports a build-time stand-in', filePath: 'src/ssr/probe.ts', code: uses('../build/uriLite'), flaggedBy: 'import-x/no-restricted-paths' },
  {
    name: 'a static import cycle (FlowContext -> SessionTimeout -> FlowContext)',
    filePath: 'src/flow/FlowContext.tsx',
    code: uses('./SessionTimeout'),
    flaggedBy: 'import-x/no-cycle',
  },
  {
    name: 'a cycle through a lazy import (FlowContext -> SessionTimeout -> FlowContext)',
    filePath: 'src/flow/FlowContext.tsx',
    code: "export const load = () => import('./SessionTimeout');\n",
    flaggedBy: 'import-x/no-cycle',
  },
  { name: 'a screen uses the flow', filePath: 'src/screens/probe.ts', code: uses('../flow/FlowContext'), flaggedBy: null },
  { name: 'the flow uses the screen registry', filePath: 'src/flow/probe.ts', code: uses('../screens/registry'), flaggedBy: null },
  { name: 'a screen uses the brand service', filePath: 'src/screens/probe.ts', code: uses('../services/brand'), flaggedBy: null },
  { name: 'widgets use core', filePath: 'widgets/probe.ts', code: uses('../src/core/registryNames'), flaggedBy: null },
  { name: 'the staff console imports an applicant screen', filePath: 'src/staff/probe.ts', code: uses('../screens/registry'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the staff console imports the applicant shell', filePath: 'src/staff/probe.ts', code: uses('../app/routes'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the staff console imports the flow', filePath: 'src/staff/probe.ts', code: uses('../flow/FlowContext'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the applicant shell imports the staff console', filePath: 'src/app/probe.ts', code: uses('../staff/shell/StaffApp'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'a screen imports the staff console', filePath: 'src/screens/probe.ts', code: uses('../staff/shell/StaffApp'), flaggedBy: 'import-x/no-restricted-paths' },
  { name: 'the staff console uses core, api, i18n and services', filePath: 'src/staff/probe.ts', code: `${uses('../core/reasonCodes')}import { ApiError } from '../api/errors';\nimport { LANGUAGES } from '../i18n/languages';\nimport { BRAND } from '../services/brand';\nexport const more = [ApiError, LANGUAGES, BRAND];\n`, flaggedBy: null },
  { name: 'the server rendering renders the shell', filePath: 'src/ssr/probe.ts', code: uses('../app/appRoot'), flaggedBy: null },
];
