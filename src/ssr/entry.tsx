import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { createCSSRuleFromTheme, createDOMRenderer, createLightTheme, renderToStyleElements, type BrandVariants } from '@fluentui/react-components';
import type { RenderedScreen, ScreenRequest, ServerRendering } from '../core/serverRendering';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { Language } from '../core/languages';
import { appRoot } from '../app/appRoot';
import { createQueryClient } from '../app/queryClient';
import { flowRoutes, GUARDED_PREFIX } from '../app/routes';
import { documentTitle } from '../app/useDocumentTitle';
import { FLOWS, flowOf } from '../flow/flows';
import { primeFormFiles } from '../flow/forms/formFiles';
import { createI18n } from '../i18n';
import { loadLanguage } from '../i18n/loadLanguage';
import type { Brand } from '../services/brand';

/**
 * Screens whose first render needs nothing but the URL, the language and the brand (no session,
 * no application, no storage of the tab): the server renders them. The others (code entry, the
 * end screens that show the application, every guarded route) start in the browser.
 */
const SESSIONLESS_SCREENS: ReadonlySet<string> = new Set(['Canceled', 'OfferDeclined']);

/** The route pattern the server renders at `path`, see {@link ServerRendering.screenRoute}. */
export function screenRoute(product: string, path: string): string | undefined {
  const flow = FLOWS[product];
  // The code screen is rendered only for a member without JavaScript (ScreenRequest.posted), see codeScreenRoute.
  if (!flow) return undefined;
  const leaf = matchRoutes(flowRoutes(flow), path)?.at(-1)?.route;
  if (!leaf?.path) return undefined;
  if (leaf.path === '*') return '*';
  const step = flow.steps.find((s) => s.route === leaf.path);
  if (step?.form) return step.route.startsWith(GUARDED_PREFIX) ? undefined : step.route;
  const screen = step?.screen ?? flow.extraRoutes?.find((extra) => extra.route === leaf.path)?.screen;
  return screen && SESSIONLESS_SCREENS.has(screen) && !leaf.path.startsWith(GUARDED_PREFIX) ? leaf.path : undefined;
}

/** Collects a Node stream into a string. */
async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/** The route of the code screen of `product` (rendered only as the form of a member without JavaScript). */
export function codeScreenRoute(product: string): string | undefined {
  return FLOWS[product]?.steps.find((step) => step.step === 'OTP_VERIFY')?.route;
}

async function renderOnce(request: ScreenRequest): Promise<RenderedScreen> {
  const flow = flowOf(request.product);
  const isCodeScreen = request.posted?.screen === 'otp' && request.path === codeScreenRoute(request.product);
  if (!isCodeScreen && !screenRoute(request.product, request.path)) throw new Error(`${request.path} of ${request.product} is not rendered by the server`);
  const form = flow.steps.find((step) => step.route === screenRoute(request.product, request.path))?.form;
  const served = form && (await request.formFiles?.(form.schema, form.uiSchema));
  if (form && served) primeFormFiles(form.uiSchema, { schemaPath: form.schema, schema: served.schema, uiSchema: served.uiSchema, validators: served.validators as ValidatorFunctions });
  const texts = request.texts ?? (await loadLanguage(request.language));
  const i18n = createI18n(request.language, { [request.language]: texts });
  const brand = request.brand as Brand;
  const renderer = createDOMRenderer(undefined, { styleElementAttributes: { nonce: request.nonce } });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.path}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  // The tree src/main.tsx gives hydrateRoot: only the router, and the flow and brand the page names, are the server's.
  const { prelude } = await prerenderToNodeStream(
    appRoot({ renderer, queryClient: createQueryClient(), i18n, router: Router, flow, brand, serverForm: { formToken: request.formToken, posted: request.posted } }),
    { onError: (error) => void errors.push(error) },
  );
  const html = await text(prelude);
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return {
    html,
    styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>),
    title: documentTitle(i18n.t(flow.name), brand.institutionName),
  };
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders a screen; renders run one after the other (the form files primed are shared). */
export function render(request: ScreenRequest): Promise<RenderedScreen> {
  const next = queue.then(() => renderOnce(request));
  queue = next.catch(() => undefined);
  return next;
}

/** The namespaces and texts the page loads for `language`. */
export function builtTexts(language: Language): Promise<Record<string, Record<string, unknown>>> {
  return loadLanguage(language) as Promise<Record<string, Record<string, unknown>>>;
}

/** The brand's Fluent light theme as CSS variables on `:root`. */
export function themeCss(colors: Record<string, string>): string {
  return createCSSRuleFromTheme(':root', createLightTheme(colors as BrandVariants));
}

/** Products of the built flows. */
export const products: readonly string[] = Object.keys(FLOWS);

/** The browser build's entry chunk (set by the server-rendering build, scripts/server-rendering-build.mjs). */
export const browserEntry: string = import.meta.env.BROWSER_ENTRY ?? '';

export default { browserEntry, products, screenRoute, codeScreenRoute, builtTexts, render, themeCss } satisfies ServerRendering;
