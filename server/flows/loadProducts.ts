import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFlow, formatProblems, type FlowProblem } from '../../src/core/flow/checkFlow';
import type { FlowDefinition } from '../../src/core/flow/types';
import { compileSchema } from '../../src/core/flow/project/compileSchema';
import type { FormSchema, SchemaValidator } from '../../src/core/forms/validateForm';
import { checkProductFile } from './checkProductFile';
import { checkServerKeys } from './checkServerKeys';
import type { CompiledForm, Product, ProductConfig } from './product';

/** A flow or product file that cannot be served; the message lists every problem with its JSON pointer. */
export class FlowLoadError extends Error {
  constructor(readonly problems: FlowProblem[]) {
    super(`Flow files are invalid:\n${formatProblems(problems)}`);
    this.name = 'FlowLoadError';
  }
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Where flows and schemas live. */
export interface ProductDirs {
  flowsDir: string;
  schemasDir: string;
}

/**
 * Loads every `*.flow.json` of `flowsDir`, checks it (meta-schema, semantic checks, known
 * server handlers and endpoints) and its product file, and compiles its form schemas.
 * Throws FlowLoadError with every problem of every file.
 */
export function loadProducts(dirs: ProductDirs, serverHandlers: readonly string[]): Map<string, Product> {
  const validateMeta = compileSchema(readJson(join(dirs.schemasDir, 'flow.schema.json')) as Record<string, unknown>, 'meta');
  const validateProduct = compileSchema(readJson(join(dirs.schemasDir, 'product.schema.json')) as Record<string, unknown>, 'meta');
  const lookup = (path: string) => {
    const full = join(dirs.schemasDir, path);
    return existsSync(full) ? (readJson(full) as Record<string, unknown>) : undefined;
  };
  const problems: FlowProblem[] = [];
  const products = new Map<string, Product>();
  const files = readdirSync(dirs.flowsDir).filter((f) => f.endsWith('.flow.json')).sort();
  if (!files.length) problems.push({ file: dirs.flowsDir, pointer: '/', message: 'no *.flow.json file found' });
  for (const file of files) {
    let flow: unknown;
    try {
      flow = readJson(join(dirs.flowsDir, file));
    } catch (error) {
      problems.push({ file, pointer: '/', message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const found = checkFlow(file, flow, validateMeta, lookup, { serverHandlers });
    if (!found.length) found.push(...checkServerKeys(file, flow as FlowDefinition, lookup));
    problems.push(...found);
    if (found.length) continue;
    const def = flow as FlowDefinition;
    if (products.has(def.product)) problems.push({ file, pointer: '/product', message: `product "${def.product}" is defined by two flow files` });
    const configFile = def.productConfig;
    const configPath = join(dirs.flowsDir, configFile);
    if (!existsSync(configPath)) {
      problems.push({ file, pointer: '/productConfig', message: `product file "${configFile}" does not exist beside the flow` });
      continue;
    }
    const config = readJson(configPath);
    const configProblems = checkProductFile(configFile, config, def.product, validateProduct);
    problems.push(...configProblems);
    if (configProblems.length) continue;
    const forms = new Map<string, CompiledForm>();
    def.steps.forEach((s, i) => {
      if (!s.form) return;
      const schema = lookup(s.form.schema) as FormSchema;
      try {
        forms.set(s.step, { config: s.form, schema, validate: compileSchema(schema, 'form') as SchemaValidator });
      } catch (error) {
        problems.push({ file, pointer: `/steps/${i}/form/schema`, message: `schema ${s.form.schema} does not compile: ${(error as Error).message}` });
      }
    });
    products.set(def.product, { id: def.product, flow: def, config: config as ProductConfig, forms });
  }
  if (problems.length) throw new FlowLoadError(problems);
  return products;
}
