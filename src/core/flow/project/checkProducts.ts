import type { FlowProblem } from '../checkFlow';
import { compileSchema } from './compileSchema';
import { checkProductRange } from './checkRanges';
import type { NamedFlow } from './flowFiles';
import { fileAt, isObject, type ProjectFiles, type ProjectRegistries } from './projectFiles';

/**
 * Each flow's product file: it exists beside the flow, names the flow's product, has a loan
 * range that is not empty and keeps the NCUA PAL limits (through `checkProductConfig`).
 * Two flows must not share a product id.
 */
export function checkProducts(files: ProjectFiles, flows: readonly NamedFlow[], registries: ProjectRegistries): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const owners = new Map<string, string>();
  const productSchema = fileAt(files, 'schemas/product.schema.json');
  const validate = isObject(productSchema) ? compileSchema(productSchema, 'meta') : undefined;
  for (const { file, flow } of flows) {
    if (typeof flow.product === 'string') {
      const owner = owners.get(flow.product);
      if (owner) problems.push({ file, pointer: '/product', message: `product "${flow.product}" is already defined by ${owner}; give this flow its own product id` });
      owners.set(flow.product, file);
    }
    if (typeof flow.productConfig !== 'string') continue;
    const configFile = `flows/${flow.productConfig}`;
    const config = fileAt(files, configFile);
    if (files.invalid?.[configFile] !== undefined) continue; // reported as not valid JSON
    if (config === undefined) {
      problems.push({ file, pointer: '/productConfig', message: `product file ${configFile} does not exist; create it beside the flow or fix the name` });
      continue;
    }
    if (isObject(config) && config.product !== flow.product)
      problems.push({ file: configFile, pointer: '/product', message: `is "${String(config.product)}" but the flow ${file} is for "${flow.product}"; use the same product id` });
    problems.push(...checkProductRange(configFile, config));
    if (registries.checkProductConfig && validate?.(config)) problems.push(...palProblems(configFile, config, registries.checkProductConfig));
  }
  return problems;
}

function palProblems(file: string, config: unknown, check: NonNullable<ProjectRegistries['checkProductConfig']>): FlowProblem[] {
  let found: readonly { pointer: string; message: string }[];
  try {
    found = check(config as never);
  } catch (error) {
    return [{ file, pointer: '/', message: `the PAL limit check failed: ${(error as Error).message}; fix the product file` }];
  }
  return found
    .filter((p) => p.pointer !== '/loan') // the empty range is reported by checkProductRange
    .map((p) => ({ file, pointer: p.pointer, message: `breaks the NCUA payday-alternative-loan limits: ${tidyNumbers(p.message)}${valueNote(config, p.pointer)}; change the value to stay within the limit` }));
}

/** `28.000000000000004%` -> `28%` (floating-point noise in the pricing messages). */
function tidyNumbers(message: string): string {
  return message.replace(/\d+\.\d{6,}/g, (n) => String(Number(Number(n).toFixed(4))));
}

/** ` (it is 0.3)` when the pointer names a single value of the file. */
function valueNote(config: unknown, pointer: string): string {
  let node: unknown = config;
  for (const segment of pointer.split('/').slice(1)) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return typeof node === 'number' || typeof node === 'string' || typeof node === 'boolean' ? ` (it is ${JSON.stringify(node)})` : '';
}
