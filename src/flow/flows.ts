import type { FlowDefinition } from '../core/flow/types';

const files = import.meta.glob<FlowDefinition>('../../flows/*.flow.json', { eager: true, import: 'default' });

/** Every flow file bundled at build time, keyed by product. */
export const FLOWS: Readonly<Record<string, FlowDefinition>> = Object.fromEntries(
  Object.values(files).map((flow) => [flow.product, flow]),
);

/** The flow of `product`; throws an error naming the product and the known ones when missing. */
export function flowOf(product: string): FlowDefinition {
  const flow = FLOWS[product];
  if (!flow) throw new Error(`Unknown product "${product}"; known products: ${Object.keys(FLOWS).join(', ')}`);
  return flow;
}
