/** Converts Ajv's CommonJS standalone output to an ES module; throws on unsupported requires. */
export function toEsm(code: string): string;
/** Checks every flow file; throws with every problem. */
export function checkFlows(): Promise<void>;
/** Writes one validator module per form schema; answers the written files. */
export function writeValidators(): string[];
/** Runs both steps. */
export function main(): Promise<void>;
