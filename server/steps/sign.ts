import { notYetServed } from './notYetServed';
import type { ServerHandler } from './types';

/** Signing call (placeholder until the signing issue: answers 409 STEP_NOT_ALLOWED). */
export const signHandler: ServerHandler = {
  name: 'sign',
  routes: [
    notYetServed('application/sign', 'DOCUSIGN', 'Starts the signing ceremony; answers signing_url.', {
      type: 'object', additionalProperties: false, required: ['language'], properties: { language: { type: 'string', enum: ['en', 'es'] } },
    }),
  ],
};
