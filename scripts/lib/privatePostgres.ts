// A PostgreSQL server of the benchmark's own (Debian's binaries, a temporary data folder, a free
// port on 127.0.0.1), so that restarting it mid-run disturbs nobody else on the machine.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/helpers/serverProcess';

/** A private PostgreSQL: its URL, a restart, and a stop that removes its data. */
export interface PrivatePostgres {
  url: string;
  restart(): void;
  stop(): void;
}

/** The bin folder of the newest installed PostgreSQL, or null. */
function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** Starts one (as the postgres user, when this runs as root and the binaries are there); null otherwise. */
export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  const bin = pgBin();
  if (!bin || process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', ...args]);
  pgctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgctl('restart', '-m', 'fast'),
    stop: () => {
      try {
        pgctl('stop', '-m', 'fast');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
