import { stepAfterSigning } from '../../../src/screens/sign/stepAfterSigning';

describe('stepAfterSigning', () => {
  it('follows the step the server names after a signature', () => {
    expect(stepAfterSigning('AWAITING_SIGNATURE_CONFIRMATION')).toBe('AWAITING_SIGNATURE_CONFIRMATION');
    expect(stepAfterSigning('FINALIZING_APPLICATION')).toBe('FINALIZING_APPLICATION');
    expect(stepAfterSigning('APPLICATION_PROCESSING_ERROR')).toBe('APPLICATION_PROCESSING_ERROR');
  });

  it('waits on the confirmation page while the server has not recorded it yet or could not be read', () => {
    expect(stepAfterSigning('DOCUSIGN')).toBe('AWAITING_SIGNATURE_CONFIRMATION');
    expect(stepAfterSigning(undefined)).toBe('AWAITING_SIGNATURE_CONFIRMATION');
  });
});
