import type { FlowDefinition, FormStepConfig } from '../../src/core/flow/types';
import type { FormSchema, SchemaValidator } from '../../src/core/forms/validateForm';
import type { ProductConfig as PricingConfig } from '../domain/pricing';

/**
 * A product file (flows/<product>.product.json), valid against schemas/product.schema.json and
 * within the PAL limits (checked at start-up): the pricing and decision configuration plus the
 * creditor named in notices.
 */
export type ProductConfig = PricingConfig & { institution?: { name: string; address: string; phone?: string } };

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
}
