import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { projectPath } from '../../config/projectRoot';

/** The contract's file: schemas/core-banking.openapi.json. */
export const CONTRACT_FILE = projectPath('schemas', 'core-banking.openapi.json');

/** The contract's operations (their operationId). */
export type OperationId = 'lookupMember' | 'getMember' | 'listAccounts' | 'listLoans' | 'bookLoan' | 'getLoan' | 'disburseLoan' | 'voidLoan';

/** One problem of a request or an answer measured against the contract. */
export interface ContractProblem {
  /** JSON pointer into the checked value ('' for the whole), or `header:<name>` / `query:<name>` / `path:<name>`. */
  field: string;
  message: string;
}

interface ParameterSpec { name: string; in: 'path' | 'query' | 'header'; required: boolean; validate: ValidateFunction }

/** An operation of the contract with its compiled validators. */
export interface Operation {
  id: OperationId;
  method: 'GET' | 'POST';
  /** Path template relative to the base URL, e.g. `/members/{member_id}`. */
  path: string;
  parameters: ParameterSpec[];
  body: ValidateFunction | null;
  /** Documented answers: status -> validator of the JSON body. */
  responses: Map<number, ValidateFunction>;
  /** True for writes: an Idempotency-Key is required. */
  write: boolean;
}

type Json = Record<string, unknown>;
const ID = 'core-banking.openapi.json';
const DOC_KEYWORDS = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components', 'jsonSchemaDialect', 'webhooks', 'externalDocs'];

/** Problems of an Ajv run as { field, message } (Ajv's own pointer and message). */
export function ajvProblems(errors: ErrorObject[] | null | undefined, prefix = ''): ContractProblem[] {
  return (errors ?? []).map((e) => {
    const missing = e.keyword === 'required' ? `/${String(e.params.missingProperty)}` : '';
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    return { field: `${prefix}${e.instancePath}${missing}`, message: `${e.message ?? 'is invalid'}${extra}` };
  });
}

/**
 * The core-banking contract loaded from its OpenAPI 3.1 document, every schema compiled with
 * Ajv's JSON Schema 2020-12 dialect (the one OpenAPI 3.1 uses) and ajv-formats: the requests the
 * reference core accepts, the answers the adapter and the conformance suite accept.
 */
export class CoreBankingContract {
  readonly document: Json;
  private readonly ajv: Ajv2020;
  private readonly operations = new Map<OperationId, Operation>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(file = CONTRACT_FILE) {
    this.document = JSON.parse(readFileSync(file, 'utf8')) as Json;
    // multipleOfPrecision: 640.1 / 0.01 is 64010.00000000001 in binary floating point; a third decimal (1850.255) still fails `multipleOf: 0.01`.
    this.ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, multipleOfPrecision: 6 });
    addFormats(this.ajv);
    this.ajv.addVocabulary(DOC_KEYWORDS);
    this.ajv.addSchema({ ...this.document, $id: ID });
    const paths = this.document.paths as Record<string, Record<string, Json>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) this.addOperation(path, method, op);
    }
  }

  /** The validator of a component schema, e.g. `Member`. */
  schema(name: string): ValidateFunction {
    const validate = this.ajv.getSchema(`${ID}#/components/schemas/${name}`);
    if (!validate) throw new Error(`The core-banking contract has no schema ${name}`);
    return validate;
  }

  /** The operation with this id (throws for an unknown one). */
  operation(id: OperationId): Operation {
    const op = this.operations.get(id);
    if (!op) throw new Error(`The core-banking contract has no operation ${id}`);
    return op;
  }

  /** Every operation. */
  allOperations(): Operation[] {
    return [...this.operations.values()];
  }

  /** Problems of an answer: an undocumented status, or a body that is not the documented schema. */
  checkResponse(id: OperationId, status: number, body: unknown): ContractProblem[] {
    const validate = this.operation(id).responses.get(status);
    if (!validate) return [{ field: '', message: `status ${status} is not documented for ${id}` }];
    return validate(body) ? [] : ajvProblems(validate.errors);
  }

  /** Problems of a request: parameters (path, query, header names in lower case) and body. */
  checkRequest(id: OperationId, request: { params?: Record<string, unknown>; query?: Record<string, unknown>; headers?: Record<string, unknown>; body?: unknown }): ContractProblem[] {
    const op = this.operation(id);
    const problems: ContractProblem[] = [];
    for (const p of op.parameters) {
      const source = p.in === 'path' ? request.params : p.in === 'query' ? request.query : request.headers;
      const value = source?.[p.in === 'header' ? p.name.toLowerCase() : p.name];
      const field = `${p.in}:${p.name}`;
      if (value === undefined) {
        if (p.required) problems.push({ field, message: 'is required' });
      } else if (!p.validate(value)) problems.push(...ajvProblems(p.validate.errors, field));
    }
    if (op.body && !op.body(request.body)) problems.push(...ajvProblems(op.body.errors));
    return problems;
  }

  private addOperation(path: string, method: string, op: Json): void {
    const id = op.operationId as OperationId;
    const parameters = ((op.parameters ?? []) as Json[]).map((ref) => {
      const p = this.deref(ref);
      return { name: String(p.name), in: p.in as ParameterSpec['in'], required: p.required === true, validate: this.compile(p.schema as Json) };
    });
    const content = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    const body = content ? this.compile(content['application/json'].schema as Json) : null;
    const responses = new Map<number, ValidateFunction>();
    for (const [status, ref] of Object.entries(op.responses as Record<string, Json>)) {
      const response = this.deref(ref);
      responses.set(Number(status), this.compile((response.content as Record<string, Json>)['application/json'].schema as Json));
    }
    this.operations.set(id, { id, method: method.toUpperCase() as Operation['method'], path, parameters, body, responses, write: parameters.some((p) => p.name === 'Idempotency-Key') });
  }

  /** One validator per distinct inline schema (most answers share the ErrorPayload). */
  private compile(schema: Json): ValidateFunction {
    const text = JSON.stringify(schema);
    let validate = this.compiled.get(text);
    if (!validate) {
      validate = this.ajv.compile(absolute(schema));
      this.compiled.set(text, validate);
    }
    return validate;
  }

  private deref(value: Json): Json {
    const ref = value.$ref as string | undefined;
    if (!ref) return value;
    return ref.slice(2).split('/').reduce<Json>((node, part) => node[part] as Json, this.document);
  }
}

/** A copy of an inline schema of the document whose local `$ref`s point into the loaded document. */
function absolute(schema: Json): Json {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${ID}${v}` : walk(v)]));
  };
  return walk(schema) as Json;
}

let shared: CoreBankingContract | null = null;

/** The contract of schemas/core-banking.openapi.json, loaded and compiled once. */
export function coreBankingContract(): CoreBankingContract {
  shared ??= new CoreBankingContract();
  return shared;
}
