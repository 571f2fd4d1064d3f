// Parts of `npm run bench:cluster`: nginx in front of server processes, each process restartable
// on its own port. Everything listens on 127.0.0.1 only.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILED_SERVER, exited, freePort } from '../../tests/helpers/serverProcess';

const NGINX = '/usr/sbin/nginx';

/** Makes sure Debian's nginx is there: installs nginx-light with apt-get when missing and running as root, else throws. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error(`bench:cluster needs nginx at ${NGINX}: sudo apt-get install -y nginx-light`);
  console.log('Installing Debian nginx-light for the cluster benchmark...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light', { stdio: 'inherit' });
  // The package starts its own service on port 80; this benchmark runs its own instance.
  execSync(`${NGINX} -s stop 2>/dev/null || true`);
}

/** One server process on a fixed port, which can be killed and started again. */
export class Instance {
  child: ChildProcess | null = null;
  log = '';
  constructor(readonly port: number, private readonly env: Record<string, string>) {}

  /** Starts it and waits until /health/ready answers 200 (at most 60 s). */
  async start(): Promise<void> {
    this.child = spawn(process.execPath, COMPILED_SERVER, {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => (this.log = (this.log + String(d)).slice(-20_000));
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`instance on ${this.port} exited (${this.child.exitCode}):\n${this.log}`);
      const ok = await fetch(`http://127.0.0.1:${this.port}/health/ready`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`instance on ${this.port} not ready in 60 s:\n${this.log}`);
  }

  /** kill -9: dies at once, whatever it was doing. */
  async kill9(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    await exited(this.child);
  }

  /** SIGTERM and wait. */
  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await exited(this.child);
  }
}

/** nginx on a free 127.0.0.1 port in front of `ports` (retries another instance on errors and 502/503). */
export async function startNginx(ports: number[]): Promise<{ base: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), `
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream microloan {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64k;
    location / {
      proxy_pass http://microloan;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (d) => (err += String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`${base}/health/live`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGQUIT');
      await exited(child);
    },
  };
}
