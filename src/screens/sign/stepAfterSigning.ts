import type { Step } from '../../core/steps';

/**
 * Where the signing screen goes once the ceremony reports `signing_complete` or
 * `id_check_failed`: the step the server names once it has recorded the outcome (usually
 * AWAITING_SIGNATURE_CONFIRMATION, whose waiting page polls on to finalizing), so the guard never
 * has to send the applicant back. While the server still says DOCUSIGN (or could not be read),
 * the confirmation page, which is where a recorded signature goes next.
 */
export function stepAfterSigning(serverStep: Step | undefined): Step {
  return serverStep && serverStep !== 'DOCUSIGN' ? serverStep : 'AWAITING_SIGNATURE_CONFIRMATION';
}
