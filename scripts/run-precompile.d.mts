/** Generates the validators and checks the flows; throws on failure. */
export function runPrecompile(): string;
export default runPrecompile;
