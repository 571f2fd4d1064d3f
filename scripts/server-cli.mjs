// `npm run db:migrate`, `npm run members:import -- file.csv`, `npm run review:decide -- ...`:
// runs one of the server's tools with the arguments given, compiled in production and
// from TypeScript otherwise (scripts/lib/server-process.mjs serverCommand).
import { spawnSync } from 'node:child_process';
import { root, serverCommand } from './lib/server-process.mjs';

const [entry, ...args] = process.argv.slice(2);
let command;
try {
  command = serverCommand(entry);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const run = spawnSync(process.execPath, [...command, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
