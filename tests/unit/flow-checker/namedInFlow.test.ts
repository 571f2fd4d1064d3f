import { FLOW, problemLines, projectWith, stepIndex } from './projectFixture';

// What the browser used to branch on in code is named in the flow; the checker holds those names.
describe('steps the flow names for the apply hop and the review', () => {
  it('reports a one-time-code step that is not in the flow', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'MAIN_APPLY')].form.otpChallenge = { next: 'LOADING' };
      flow.steps.splice(stepIndex(flow, 'LOADING'), 1);
    });
    expect(problemLines(files)).toContain(
      'flows/microloan.flow.json: /steps/0/form/otpChallenge/next: step MAIN_APPLY goes to LOADING for its one-time code, which is not a step of this flow',
    );
  });

  it('reports review texts on a form step that stores nothing', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'MAIN_APPLY')].form.review = { label: 'screens:review.loanAmount' };
    });
    expect(problemLines(files)).toContain(
      'flows/microloan.flow.json: /steps/0/form/review: step MAIN_APPLY says how the review shows it but stores nothing on the application (no "store"); add "store" or remove "review"',
    );
  });

  it('rejects an unknown review format (flow.schema.json)', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'LOAN_AMOUNT')].form.review.format = 'stars';
    });
    expect(problemLines(files).some((l) => l.includes('/form/review/format'))).toBe(true);
  });

  it('the real flows name the apply hop and the review rows', () => {
    expect(problemLines(projectWith(FLOW, () => undefined))).toEqual([]);
  });
});
