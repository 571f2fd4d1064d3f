import type { FastifyPluginAsync } from 'fastify';
import type { DocuSign } from '../../adapters/docusign';
import { registerDocuSignReturnRoute } from '../../http/routes/docusignReturnRoute';
import { registerDocuSignWebhook } from '../../http/routes/docusignWebhook';

/**
 * DocuSign's own routes: the return page the recipient view sends the signer back to, and the
 * Connect webhook. Registered only when ESIGN_PROVIDER=docusign (server/app/adapters.ts).
 */
export function docuSignPlugin(docusign: DocuSign): FastifyPluginAsync {
  return async (app) => {
    registerDocuSignReturnRoute(app, docusign);
    await registerDocuSignWebhook(app, docusign);
  };
}
