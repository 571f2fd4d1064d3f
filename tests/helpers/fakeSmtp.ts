import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A message the fake SMTP server took (or refused), as it arrived. */
export interface CapturedMail {
  /** The AUTH user of the session. */
  user: string;
  from: string;
  to: string[];
  raw: Buffer;
}

/** What the server does with the next messages. */
export type SmtpMode = 'accept' | 'refuse' | 'defer' | 'hold';

/** A local SMTP server (the `smtp-server` package) on 127.0.0.1 that checks what a real submission server checks. */
export interface FakeSmtp {
  port: number;
  /** smtp://user:pass@127.0.0.1:port with the server's credentials. */
  url: string;
  /** Messages taken with 250, in order. */
  accepted: CapturedMail[];
  /** Messages that reached DATA and were refused. */
  refused: CapturedMail[];
  /** AUTH attempts refused (wrong user or password). */
  authFailures: number;
  /** accept: 250; refuse: 554 after DATA (for good); defer: 451 after DATA (try later); hold: keep the reply until `release()`. */
  mode: SmtpMode;
  /** Resolves when a held message has fully arrived (mode 'hold'). */
  held(): Promise<CapturedMail>;
  /** Answers 250 to the held message. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Starts the fake on 127.0.0.1: AUTH (PLAIN or LOGIN) is required and checked against
 * `user`/`pass` (535 otherwise); the envelope sender must be `sender` (553 otherwise, as a
 * submission server refuses to send as someone else); messages over 10 MB are refused.
 */
export async function startFakeSmtp(options: { user: string; pass: string; sender: string }): Promise<FakeSmtp> {
  let heldReply: (() => void) | null = null;
  let heldWaiter: ((mail: CapturedMail) => void) | null = null;
  let heldMail: CapturedMail | null = null;
  const fake = {
    accepted: [] as CapturedMail[],
    refused: [] as CapturedMail[],
    authFailures: 0,
    mode: 'accept' as SmtpMode,
  };
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true, // loopback only; the adapter requires STARTTLS off this machine
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    size: 10 * 1024 * 1024,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) return callback(null, { user: auth.username });
      fake.authFailures += 1;
      const error: SMTPServerError = new Error('Invalid username or password');
      error.responseCode = 535;
      callback(error);
    },
    onMailFrom(address, _session, callback) {
      if (address.address === options.sender) return callback();
      const error: SMTPServerError = new Error('Sender address rejected: not owned by user');
      error.responseCode = 553;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: CapturedMail = {
          user: String(session.user ?? ''),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        };
        if (fake.mode === 'refuse' || fake.mode === 'defer') {
          fake.refused.push(mail);
          const error: SMTPServerError = new Error(fake.mode === 'refuse' ? 'Message rejected by policy' : 'Temporary local problem, try again later');
          error.responseCode = fake.mode === 'refuse' ? 554 : 451;
          return callback(error);
        }
        if (fake.mode === 'hold') {
          heldMail = mail;
          heldReply = () => {
            fake.accepted.push(mail);
            callback(null, 'OK: queued as FAKE1');
          };
          heldWaiter?.(mail);
          return;
        }
        fake.accepted.push(mail);
        callback(null, `OK: queued as FAKE${fake.accepted.length}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(fake, {
    port,
    url: `smtp://${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass)}@127.0.0.1:${port}`,
    held: () => (heldMail ? Promise.resolve(heldMail) : new Promise<CapturedMail>((resolve) => (heldWaiter = resolve))),
    release() {
      const reply = heldReply;
      heldReply = null;
      heldMail = null;
      heldWaiter = null;
      reply?.();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A port on 127.0.0.1 where nothing listens (taken, then released). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
