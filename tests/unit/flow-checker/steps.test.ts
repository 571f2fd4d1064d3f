import { STEPS } from '../../../src/core/steps';
import { REVIEW_FORMATS } from '../../../src/core/flow/types';
import flowSchema from '../../../schemas/flow.schema.json';

describe('the step list', () => {
  it('is the step-name enum of schemas/flow.schema.json, in the same order', () => {
    // A new step name goes in both places (src/README.md "Adding a step"); this test fails when one is missed.
    expect(flowSchema.definitions.stepName.enum).toEqual([...STEPS]);
  });

  it('the review formats are the enum of schemas/flow.schema.json', () => {
    expect(flowSchema.definitions.form.properties.review.properties.format.enum).toEqual([...REVIEW_FORMATS]);
  });
});
