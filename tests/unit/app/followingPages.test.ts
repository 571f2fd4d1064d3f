import { readFileSync } from 'node:fs';
import type { FlowDefinition } from '../../../src/core/flow/types';
import { followingPages } from '../../../src/flow/preloadStep';

const flow = JSON.parse(readFileSync(new URL('../../../flows/microloan.flow.json', import.meta.url), 'utf8')) as FlowDefinition;
const after = (step: string) => followingPages(flow, step as never).map((s) => s.step);

describe('the pages loaded ahead of the steps that follow', () => {
  it('are the next two steps that show another page', () => {
    expect(after('LOAN_AMOUNT')).toEqual(['HOUSING_EXPENSES', 'LOAN_PURPOSE']);
    expect(after('OFFER_REVIEW')).toEqual(['DOCUSIGN', 'AWAITING_SIGNATURE_CONFIRMATION']);
  });

  it('skip a step that shows the same screen again, so the completed screen is loaded while the signature is confirmed', () => {
    // Confirmation (Processing) -> finalizing (may be skipped by the server) -> loading (Processing again) -> completed.
    expect(after('AWAITING_SIGNATURE_CONFIRMATION')).toEqual(['FINALIZING_APPLICATION', 'APPLICATION_COMPLETED']);
  });

  it('are none after the last step, and the first two for a step the flow does not have', () => {
    expect(after('APPLICATION_ERROR')).toEqual([]);
    expect(after('NOT_A_STEP')).toEqual(flow.steps.slice(0, 2).map((s) => s.step));
  });
});
