/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The server rendering's build only: the browser build's entry chunk (scripts/server-rendering-build.mjs). */
  readonly BROWSER_ENTRY?: string;
}
