import { FLOW, problemLines, projectWith, stepIndex, type Json } from './projectFixture';

const moveStep = (flow: Json, step: string, before: string) => {
  const [moved] = flow.steps.splice(stepIndex(flow, step), 1);
  flow.steps.splice(stepIndex(flow, before), 0, moved);
};

describe('steps no path reaches', () => {
  it('reports a back target listed after the step', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      at = stepIndex(flow, 'HOUSING_EXPENSES');
      flow.steps[at].form.back = 'LOAN_PURPOSE';
    });
    expect(problemLines(files)).toEqual([
      `flows/microloan.flow.json: /steps/${at}/form/back: back target LOAN_PURPOSE of step HOUSING_EXPENSES is not listed before it, so Back would go forward; use one of MAIN_APPLY, LOAN_AMOUNT`,
    ]);
  });

  it('reports a back target that is a screen step', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      at = stepIndex(flow, 'LOAN_PURPOSE');
      flow.steps[at].form.back = 'OTP_VERIFY';
    });
    expect(problemLines(files)).toEqual([
      `flows/microloan.flow.json: /steps/${at}/form/back: back target OTP_VERIFY of step LOAN_PURPOSE is a screen, not a form step; use one of MAIN_APPLY, LOAN_AMOUNT, HOUSING_EXPENSES`,
    ]);
  });

  it('reports a screen back option that is not before the screen', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      at = stepIndex(flow, 'USER_REVIEW');
      flow.steps[at].options.back = 'OFFER_REVIEW';
    });
    expect(problemLines(files)).toEqual([
      expect.stringContaining(`flows/microloan.flow.json: /steps/${at}/options/back: back target OFFER_REVIEW of step USER_REVIEW is not listed before it`),
    ]);
  });

  it('reports an application form step listed before OTP_VERIFY', () => {
    const files = projectWith(FLOW, (flow) => moveStep(flow, 'LOAN_AMOUNT', 'OTP_VERIFY'));
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /steps/1/step: form step LOAN_AMOUNT fills the application but is listed before OTP_VERIFY (no session yet); move it after OTP_VERIFY',
    ]);
  });

  it('reports form steps that need the missing OTP_VERIFY step', () => {
    const files = projectWith(FLOW, (flow) => flow.steps.splice(stepIndex(flow, 'OTP_VERIFY'), 1));
    const lines = problemLines(files);
    expect(lines).toContain('flows/microloan.flow.json: /steps: the flow has no OTP_VERIFY step; every flow starts with it');
    expect(lines).toContain('flows/microloan.flow.json: /steps/1/step: form step LOAN_AMOUNT cannot be reached: it needs the session that OTP_VERIFY starts; add the OTP_VERIFY step');
    expect(lines.filter((l) => l.includes('needs the session'))).toHaveLength(4);
  });

  it('reports a step listed before MAIN_APPLY', () => {
    const files = projectWith(FLOW, (flow) => moveStep(flow, 'LOADING', 'MAIN_APPLY'));
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /steps/0/step: step LOADING is listed before MAIN_APPLY, where every application starts, so no one reaches it; move it after MAIN_APPLY',
    ]);
  });

  it('reports a working step listed after an end state', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      moveStep(flow, 'LOADING', 'APPLICATION_CANCELED');
      at = stepIndex(flow, 'LOADING');
    });
    expect(problemLines(files)).toEqual([
      `flows/microloan.flow.json: /steps/${at}/step: step LOADING is listed after the end state APPLICATION_COMPLETED, so no one reaches it; move it before APPLICATION_COMPLETED`,
    ]);
  });

  it('reports a form step that nothing receives the submit of', () => {
    const files = projectWith(FLOW, (flow) => {
      delete flow.steps[stepIndex(flow, 'MAIN_APPLY')].server;
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /steps/0/form: form step MAIN_APPLY has neither "store" (the generic form route) nor a "server" handler, so nothing receives its submit; add one of them',
    ]);
  });
});
