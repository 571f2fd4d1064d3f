import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { smtpMailer } from '../adapters/mail/smtpMailer';
import type { Env } from '../config/env';
import type { Mailer } from '../domain/ports';
import { meteredMailer } from '../observability/meteredMailer';
import type { Metrics } from '../observability/metrics';

/**
 * The e-mail port of the app: the SMTP adapter when SMTP_URL (and MAIL_FROM) are set, else
 * null, which sends every notice to the printed letter batch. Says which at start in one log
 * line (host and port only, never the credentials) and closes the transport with the app.
 */
export function composeMailer(app: FastifyInstance, env: Env, metrics: Metrics): Mailer | null {
  return announce(app.log, env, () => {
    const { smtp, from } = env.MAIL;
    if (!smtp || !from) return null;
    const mailer = smtpMailer(smtp, from);
    app.addHook('onClose', async () => mailer.close());
    return meteredMailer(mailer, metrics);
  });
}

function announce(log: FastifyBaseLogger, env: Env, make: () => Mailer | null): Mailer | null {
  const mailer = make();
  const { smtp, from } = env.MAIL;
  if (mailer && smtp && from)
    log.info(`notices: e-mail through SMTP ${smtp.secure ? 'smtps' : 'smtp'}://${smtp.host}:${smtp.port} from ${from.address}${smtp.auth ? ' with AUTH' : ''}; members without an e-mail on file get a printed letter (npm run notices:print)`);
  else
    log.warn(`notices: SMTP_URL is not set, so no notice is e-mailed: every notice goes to the printed letter batch (npm run notices:print)${env.MAIL.allowPrintOnly ? ' (ALLOW_PRINT_ONLY_NOTICES=1)' : ''}`);
  return mailer;
}
