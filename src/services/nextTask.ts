/**
 * A turn for the browser between two pieces of start-up work: resolves in a task of its own, so
 * that a tap or a frame can come in between (the app's start, src/main.tsx, and the styles learnt
 * before the takeover, src/app/rehydrateStyles.ts).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
