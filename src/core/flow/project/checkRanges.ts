import type { FlowProblem } from '../checkFlow';
import { fileAt, filesMatching, isObject, pointerSegment, type ProjectFiles } from './projectFiles';

/** Pairs of schema keywords where the first must not exceed the second. */
const RANGE_PAIRS = [
  ['minimum', 'maximum'],
  ['exclusiveMinimum', 'exclusiveMaximum'],
  ['minimum', 'exclusiveMaximum'],
  ['exclusiveMinimum', 'maximum'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
  ['minProperties', 'maxProperties'],
] as const;

/**
 * No range in a form schema is empty (`minimum` above `maximum`, `minLength` above
 * `maxLength`...), at any depth; bound values (`{"$data": ...}`) are checked by the product file.
 */
export function checkSchemaRanges(files: ProjectFiles): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const walk = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(file, item, `${pointer}/${i}`));
    if (!isObject(node)) return;
    for (const [low, high] of RANGE_PAIRS) {
      const min = node[low];
      const max = node[high];
      if (typeof min !== 'number' || typeof max !== 'number') continue;
      const empty = low.startsWith('exclusive') || high.startsWith('exclusive') ? min >= max : min > max;
      if (empty)
        problems.push({ file, pointer: `${pointer}/${low}`, message: `${low} ${min} is above ${high} ${max}, so no value can be valid; lower ${low} or raise ${high}` });
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'x-messages') walk(file, value, `${pointer}/${pointerSegment(key)}`);
  };
  for (const file of filesMatching(files, 'schemas/forms/', '.schema.json')) walk(file, fileAt(files, file), '');
  return problems;
}

/** A product's loan amounts form a range: `loan.minAmount` is not above `loan.maxAmount`. */
export function checkProductRange(file: string, config: unknown): FlowProblem[] {
  const loan = isObject(config) && isObject(config.loan) ? config.loan : undefined;
  if (!loan || typeof loan.minAmount !== 'number' || typeof loan.maxAmount !== 'number' || loan.minAmount <= loan.maxAmount) return [];
  return [{
    file, pointer: '/loan/minAmount',
    message: `minAmount ${loan.minAmount} is above maxAmount ${loan.maxAmount}, so no amount can be borrowed; lower minAmount or raise maxAmount`,
  }];
}
