/**
 * V8 flags of the Node processes the tests start (servers, tools) and of Vitest's workers:
 * WebAssembly compiled by V8's baseline compiler (Liftoff) only. A test's PGlite lives for seconds
 * to a few minutes, and V8's optimizing compiler (TurboFan) spent more CPU compiling PostgreSQL's
 * hot functions than it saved in them: a compiled server start 3.0 -> 2.2 CPU-s, the browser stage
 * 515 -> 447 CPU-s, the node tests 340 -> 290 CPU-s (README "Testing"). The semantics of
 * WebAssembly do not depend on the compiler; production runs with Node's defaults.
 */
export const TEST_V8_FLAGS: readonly string[] = ['--liftoff-only'];
