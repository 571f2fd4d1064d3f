/** Compresses every .js, .css and .svg file under `dir` (recursively) to .gz and .br; answers the count. */
export function compressAssets(dir: string): number;
