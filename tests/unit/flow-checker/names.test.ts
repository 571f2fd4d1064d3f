import { FLOW, problemLines, projectWith, stepIndex } from './projectFixture';

describe('unknown names', () => {
  it('reports an unknown widget with the known ones and a guess', () => {
    const files = projectWith('schemas/forms/housing-expenses.ui.json', (ui) => {
      ui.expenses['ui:widget'] = 'curency';
    });
    expect(problemLines(files)).toEqual([
      'schemas/forms/housing-expenses.ui.json: /expenses/ui:widget: unknown widget "curency"; known widgets: phone, ssn, currency, otp, accountSelect, text, textarea, select, choices, date, hidden; did you mean "currency"?',
    ]);
  });

  it('reports an unknown screen of a step', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      at = stepIndex(flow, 'USER_REVIEW');
      flow.steps[at].screen = 'Reviw';
    });
    const [line, ...rest] = problemLines(files);
    expect(rest).toEqual([]);
    expect(line).toMatch(new RegExp(`^flows/microloan.flow.json: /steps/${at}/screen: unknown screen "Reviw"; known screens: OtpVerify, Review, .*; did you mean "Review"\\?$`));
  });

  it('reports an unknown screen of an extra route', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.extraRoutes[0].screen = 'OfferDecline';
    });
    expect(problemLines(files)).toEqual([expect.stringMatching(/^flows\/microloan.flow.json: \/extraRoutes\/0\/screen: unknown screen "OfferDecline"; .*did you mean "OfferDeclined"\?$/)]);
  });

  it('reports an unknown server handler', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'OTP_VERIFY')].server = 'otpp';
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /steps/1/server: unknown server handler "otpp" in step OTP_VERIFY; known server handlers: apply, otp, completeReview, offer, sign; did you mean "otp"?',
    ]);
  });

  it('reports a form submit endpoint the server does not have', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'MAIN_APPLY')].form.submit = 'aply';
    });
    expect(problemLines(files)).toEqual([expect.stringMatching(/^flows\/microloan.flow.json: \/steps\/0\/form\/submit: step MAIN_APPLY submits to "aply", which the server does not serve; known endpoints: apply, .*; did you mean "apply"\?$/)]);
  });

  it('reports a screen submit endpoint the server does not have', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      at = stepIndex(flow, 'USER_REVIEW');
      flow.steps[at].options.submit = 'application/complete-reviews';
    });
    expect(problemLines(files)).toEqual([expect.stringContaining(`flows/microloan.flow.json: /steps/${at}/options/submit: step USER_REVIEW submits to "application/complete-reviews", which the server does not serve;`)]);
  });

  it('does not check names whose registry is not given', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'OTP_VERIFY')].server = 'otpp';
    });
    expect(problemLines(files, {})).toEqual([]);
  });
});
