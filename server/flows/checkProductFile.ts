import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FlowProblem } from '../../src/core/flow/checkFlow';
import { isDenialReasonCode } from '../domain/notices';
import { checkProductConfig } from '../domain/pricing';
import type { ProductConfig } from './product';

/** The JSON pointer an Ajv error is about (the missing or unknown key included). */
function pointerOf(e: ErrorObject): string {
  const params = e.params as { missingProperty?: string; additionalProperty?: string };
  const key = e.keyword === 'required' ? params.missingProperty : e.keyword === 'additionalProperties' ? params.additionalProperty : undefined;
  return `${e.instancePath}${key ? `/${key}` : ''}` || '/';
}

/** Ajv's message; an unknown key is named with the product, so a typo fails loudly and says where. */
function messageOf(e: ErrorObject, product: string): string {
  if (e.keyword !== 'additionalProperties') return e.message ?? 'is invalid';
  const key = (e.params as { additionalProperty?: string }).additionalProperty ?? '';
  return `unknown key "${key}" in ${e.instancePath || 'the top level'} of product "${product}" (schemas/product.schema.json)`;
}

/**
 * Every problem of a product file, each with its JSON pointer: its shape against
 * schemas/product.schema.json, its `product` against the flow's, then (when the shape is
 * right) denial reason codes without an adverse action text and the NCUA PAL and MLA limits
 * of server/domain/pricing's checkProductConfig.
 */
export function checkProductFile(file: string, value: unknown, product: string, validateSchema: ValidateFunction): FlowProblem[] {
  if (!validateSchema(value)) {
    const seen = new Set<string>();
    return (validateSchema.errors ?? [])
      .filter((e) => !['if', 'allOf'].includes(e.keyword))
      .map((e) => ({ file, pointer: pointerOf(e), message: messageOf(e, product) }))
      .filter((p) => !seen.has(`${p.pointer} ${p.message}`) && seen.add(`${p.pointer} ${p.message}`) !== undefined);
  }
  const config = value as ProductConfig;
  const problems: FlowProblem[] = config.product === product ? [] : [{ file, pointer: '/product', message: `must be "${product}" (the flow's product)` }];
  // A denial must be explainable in the adverse action notice.
  config.decision.rules.forEach((rule, i) => {
    if (!isDenialReasonCode(rule.reasonCode)) {
      problems.push({ file, pointer: `/decision/rules/${i}/reasonCode`, message: `"${rule.reasonCode}" has no adverse action text (server/domain/notices/reasons.ts)` });
    }
  });
  return [...problems, ...checkProductConfig(config).map((p) => ({ file, pointer: p.pointer, message: p.message }))];
}
