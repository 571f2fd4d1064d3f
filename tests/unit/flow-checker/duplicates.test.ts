import { FLOW, problemLines, projectWith, stepIndex } from './projectFixture';

describe('duplicates', () => {
  it('reports two steps with the same route', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      at = stepIndex(flow, 'HOUSING_EXPENSES');
      flow.steps[at].route = '/application/loan-amount';
    });
    expect(problemLines(files)).toEqual([
      `flows/microloan.flow.json: /steps/${at}/route: route /application/loan-amount is already used by LOAN_AMOUNT; give each step its own route`,
    ]);
  });

  it('reports an extra route that repeats a step route', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.extraRoutes[0].route = '/application/review-offer';
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /extraRoutes/0/route: route /application/review-offer is already used by OFFER_REVIEW',
    ]);
  });

  it('reports a step defined twice', () => {
    let at = 0;
    const files = projectWith(FLOW, (flow) => {
      at = stepIndex(flow, 'APPLICATION_ERROR');
      flow.steps.push({ ...flow.steps[at], route: '/error-again' });
    });
    expect(problemLines(files)).toEqual([
      `flows/microloan.flow.json: /steps/${at + 1}/step: step APPLICATION_ERROR is defined twice (also at /steps/${at}); keep one`,
    ]);
  });
});
