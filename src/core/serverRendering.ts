import type { Brand } from './brand';
import type { Language } from './languages';
import type { PostedForm } from './forms/postedForm';

/**
 * The contract between the server and its rendering of the app's public screens (src/ssr/entry.tsx,
 * built by Vite into dist-ssr/ with the browser build; the server loads it at run time). Plain
 * data only: the server never imports React or the app itself.
 */

/** The files of one form as the server serves them (local mode: the files in use, maybe edited since the build). */
export interface ServedFormFiles {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  /** The precompiled validator functions of the schema, by schema `$id`. */
  validators: Record<string, unknown>;
}

/** One screen to render. */
export interface ScreenRequest {
  /** Product whose flow is used (`?product=`). */
  product: string;
  /** The URL path (no query). */
  path: string;
  language: Language;
  brand: Brand;
  /** Value of the `nonce` attribute of every `<style>` the rendering writes. */
  nonce: string;
  /** The language's texts by namespace; default the texts built into the app. */
  texts?: Record<string, Record<string, unknown>>;
  /** A form's files by its schema and uiSchema paths (relative to schemas/); default the built ones. */
  formFiles?: (schemaPath: string, uiSchemaPath: string) => Promise<ServedFormFiles | undefined>;
  /** Value of the form-token field of a form the page posts (a placeholder the server replaces per answer). */
  formToken?: string;
  /** A form posted without JavaScript, rendered back with what was typed and its problems (also `/otp`, the code screen). */
  posted?: PostedForm;
}

/** A rendered screen, to be put into index.html. */
export interface RenderedScreen {
  /** The markup of the app's root element (`#root`). */
  html: string;
  /** `<style>` elements of Fluent UI's style engine (Griffel) for the head, nonce'd. */
  styles: string;
  /** The page title (`<product name> | <institution>`). */
  title: string;
}

/** What dist-ssr/entry.js exports. */
export interface ServerRendering {
  /** The browser build this rendering belongs to (the file of its entry chunk, `assets/index-….js`). */
  browserEntry: string;
  /** Products of the flows built into the app. */
  products: readonly string[];
  /**
   * The route pattern the browser would show at `path` of `product` when the server renders it
   * (a form step outside the guarded routes, a screen that needs no session, or `*`, the
   * not-found page); undefined for every other screen (the browser renders those).
   */
  screenRoute(product: string, path: string): string | undefined;
  /** The route of the code screen of `product`, rendered only as the form of a member without JavaScript (`ScreenRequest.posted`). */
  codeScreenRoute(product: string): string | undefined;
  /** The namespaces the page loads for a language, with the built texts. */
  builtTexts(language: Language): Promise<Record<string, Record<string, unknown>>>;
  /** Renders one screen (renders run one at a time). */
  render(request: ScreenRequest): Promise<RenderedScreen>;
  /** The brand's Fluent theme as CSS variables on `:root`. */
  themeCss(colors: Record<string, string>): string;
}
