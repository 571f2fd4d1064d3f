import { PREFILL_SOURCES, type CoreFacts } from '../../../src/core/flow/prefillSources';
import { applyClearRules, bindApplication, pickPayload, validateFormData } from '../../../src/core/forms/validateForm';
import type { Step } from '../../../src/core/steps';
import type { Product } from '../../flows/product';
import type { ApplicationData } from '../../repos/applications';
import { channelDeclaration } from './channelDeclaration';
import { storeForm } from './storeForm';

/**
 * The data of a new application of a member arriving by `channel`, with what the channel's
 * declaration (`channels.<channel>` of the flow file) prefills from the core: for each skipped
 * form step, in flow order, its fields from their prefill sources, bound, validated with the
 * step's own form schema and checks (the browser's) and stored as a submit would; the step then
 * goes into `skipped_steps`. A source without a value for this member (two checking accounts),
 * or a value the form refuses, leaves the step to the member, as on the web. The web channel
 * (no declaration) keeps `data` as it is.
 */
export function prefillForChannel(product: Product, channel: string, facts: CoreFacts, data: ApplicationData, now: Date): ApplicationData {
  const declared = channelDeclaration(product, channel);
  if (!declared) return data;
  let next = data;
  const skipped: Step[] = [];
  for (const step of product.flow.steps) {
    const form = product.forms.get(step.step);
    if (!declared.skip.includes(step.step) || !step.form?.store || !form) continue;
    const body: Record<string, unknown> = {};
    for (const [field, source] of Object.entries(declared.prefill?.[step.step] ?? {})) {
      const supply = PREFILL_SOURCES[source];
      if (!supply) throw new Error(`Flow "${product.id}" channel ${channel} step ${step.step}: unknown prefill source "${source}" for "${field}"`);
      const value = supply(facts);
      if (value !== undefined) body[field] = value;
    }
    const bound = bindApplication(form.config, applyClearRules(form.config, body), next);
    if (validateFormData(form.config, form.schema, form.validate, bound, now).length) continue;
    next = storeForm(form.config, next, pickPayload(form.config, bound));
    skipped.push(step.step);
  }
  return skipped.length ? { ...next, skipped_steps: skipped } : next;
}
