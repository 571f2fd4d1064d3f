import Ajv from 'ajv';
import type { FlowDefinition, FormStepConfig } from '../../src/core/flow/types';
import type { FormSchema, SchemaValidator } from '../../src/core/forms/validateForm';

/** The parts of a product file (flows/<product>.product.json) the server reads here. */
export interface ProductConfig {
  product: string;
  loan: { minAmount: number; maxAmount: number; [key: string]: unknown };
  [key: string]: unknown;
}

/** A form of a flow step with its compiled validator. */
export interface CompiledForm {
  config: FormStepConfig;
  schema: FormSchema;
  validate: SchemaValidator;
}

/** One product loaded at start: its flow, product file and compiled forms by step. */
export interface Product {
  id: string;
  flow: FlowDefinition;
  config: ProductConfig;
  /** Compiled forms keyed by step name. */
  forms: Map<string, CompiledForm>;
  /** Ajv instance the forms were compiled with. */
  ajv: Ajv;
}
