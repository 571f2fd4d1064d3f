import { readFileSync } from 'node:fs';
import en from '../../../locales/en/staff.json';
import es from '../../../locales/es/staff.json';
import { DECISION_REASON_CODES, NOT_ELIGIBLE } from '../../../src/core/reasonCodes';
import { LOAN_PURPOSES } from '../../../src/core/loanPurpose';
import { STEPS } from '../../../src/core/steps';
import { JOB_HANDLERS } from '../../../server/jobs/registry';
import { STAFF_ROLES } from '../../../src/staff/api/types';

const productSchema = JSON.parse(readFileSync(new URL('../../../schemas/product.schema.json', import.meta.url), 'utf8')) as {
  definitions: { rule: { properties: { rule: { enum: string[] } } } };
};

/**
 * The console names things the rest of the product defines (reason codes, rules, steps, job
 * kinds, loan purposes, roles) with `t(\`group.${code}\`)`; the flow checker cannot see which
 * codes exist, so this test holds each group to its source, in both languages.
 */
describe('staff texts cover every code the product has', () => {
  const groups: Array<[string, (t: typeof en) => Record<string, unknown>, readonly string[]]> = [
    ['reasons (the catalogue and NOT_ELIGIBLE)', (t) => t.reasons, [...DECISION_REASON_CODES, NOT_ELIGIBLE]],
    ['rules (schemas/product.schema.json)', (t) => t.rules, productSchema.definitions.rule.properties.rule.enum],
    ['steps (src/core/steps.ts)', (t) => t.steps, STEPS],
    ['job kinds (server/jobs/registry.ts)', (t) => t.jobs.kinds, [...JOB_HANDLERS.keys()]],
    ['loan purposes (src/core/loanPurpose.ts)', (t) => t.detail.answers.purposes, LOAN_PURPOSES],
    ['roles', (t) => t.roles, STAFF_ROLES],
  ];
  for (const [name, group, codes] of groups) {
    it(name, () => {
      for (const texts of [en, es]) expect(Object.keys(group(texts)).sort()).toEqual([...codes].sort());
    });
  }
});
