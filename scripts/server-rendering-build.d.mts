import type { Plugin } from 'vite';

/** Where the server looks for its rendering of the app's public screens, from the project root. */
export const SERVER_RENDERING_DIR: string;

/** A Vite plugin (browser builds only) that builds dist-ssr/entry.js after the browser build. */
export function serverRenderingBuild(): Plugin;
