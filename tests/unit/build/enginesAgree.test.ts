import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockPackage { version?: string; engines?: { node?: string } | string[] }

const root = new URL('../../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as { packages: Record<string, LockPackage> };

describe('installed packages and the Node.js the project says it runs on', () => {
  it('every package of the lock file accepts the oldest Node.js of package.json engines (npm ci warns of none)', () => {
    const oldest = semver.minVersion(pkg.engines.node);
    expect(oldest).not.toBeNull();
    const refusing = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(oldest!, (p.engines as { node: string }).node))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version}: node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
