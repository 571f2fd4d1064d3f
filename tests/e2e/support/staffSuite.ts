import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ensureCompiledServer } from '../../helpers/compiledServer';
import { startLocalIdp, type IdpAccount, type LocalIdp } from '../../helpers/oidcProvider';
import { seededDataDir } from '../../helpers/pgliteTemplate';
import { newContext, releaseBrowser, sharedBrowser, VIEWPORTS } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import type { Lang } from './flow';
import { addStaffAccount, importMembers, type StaffAccount } from './staff';

/** What a staff test file starts with: the people, the data folder prepared before the server opens it. */
export interface StaffSetup {
  /** People the identity provider knows, by login. */
  idpAccounts?: Record<string, IdpAccount>;
  /** Built-in accounts to create with `npm run staff:add`: name -> roles. */
  builtIn?: Record<string, string[]>;
  /** A members CSV to import with `npm run members:import`. */
  membersCsv?: string;
  /** More server variables. */
  env?: Record<string, string>;
}

/** One server with single sign-on, its identity provider, built-in accounts and a browser, shared by a file's tests. */
export interface StaffSuite {
  server: RunningServer;
  idp: LocalIdp;
  browser: Browser;
  accounts: Record<string, StaffAccount>;
  /** A fresh context and page in `lang`; only this machine's addresses are reachable (the test never reaches the internet). */
  page(lang: Lang, viewport?: keyof typeof VIEWPORTS | { width: number; height: number }): Promise<Page>;
}

let ipCounter = 0;

/**
 * Starts, in beforeAll: the OpenID provider (oidc-provider, tests/helpers/oidcProvider.ts) whose
 * client redirects to this server, the built-in staff accounts and imported members in a fresh
 * data folder, then the server (single sign-on configured, TRUST_PROXY=1 so each context has its
 * own client address), and takes the worker's browser. Closes everything in afterAll (the
 * browser's contexts; the browser stays for the worker's next file).
 */
export function useStaffSuite(setup: StaffSetup): StaffSuite {
  const suite = {} as StaffSuite;
  let dataDir = '';
  beforeAll(async () => {
    // A copy of the migrated database: the tools below add to it instead of creating the cluster.
    [dataDir] = await Promise.all([seededDataDir('microloan-staff-e2e-'), ensureCompiledServer()]);
    const port = await freePort();
    const base = `http://localhost:${port}`;
    suite.idp = await startLocalIdp(`${base}/api/staff/oidc/callback`, setup.idpAccounts ?? {});
    suite.accounts = Object.fromEntries(Object.entries(setup.builtIn ?? {}).map(([name, roles]) => [name, addStaffAccount(dataDir, name, roles)]));
    if (setup.membersCsv) importMembers(dataDir, setup.membersCsv);
    [suite.server, suite.browser] = await Promise.all([
      startServer({
        DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: '1', PUBLIC_BASE_URL: base,
        STAFF_OIDC_ISSUER: suite.idp.issuer, STAFF_OIDC_CLIENT_ID: suite.idp.clientId, STAFF_OIDC_CLIENT_SECRET: suite.idp.clientSecret,
        ...setup.env,
      }),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    await releaseBrowser(suite.browser);
    await suite.server?.stop();
    await suite.idp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  suite.page = async (lang, viewport = 'desktop') => {
    const context = await newContext(suite.browser, suite.server.baseUrl, lang, typeof viewport === 'string' ? viewport : 'desktop');
    ipCounter += 1;
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${(process.pid + 7) % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` });
    // The identity provider's development pages name a web font on the internet: only loopback answers.
    await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    if (typeof viewport !== 'string') await page.setViewportSize(viewport);
    return page;
  };
  return suite;
}
