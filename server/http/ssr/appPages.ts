import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '../../config/brand';
import type { LiveConfig } from '../../dev/liveConfig';
import type { Language } from '../../../src/core/languages';
import type { RenderedScreen, ServerRendering } from '../../../src/core/serverRendering';
import type { PostedForm } from '../../../src/core/forms/postedForm';
import { modulePreloadTags } from '../routes/pagePreloads';
import { appPageHtml } from './appPageHtml';
import { pageLanguage } from './pageLanguage';
import { liveFormFiles, liveTexts } from './liveSources';
import type { LoadedRendering } from './serverRendering';

/** The product a page without `?product=` belongs to (src/api/product.ts DEFAULT_PRODUCT). */
const DEFAULT_PRODUCT = 'microloan';

/** What the app pages need. */
export interface AppPagesOptions {
  /** dist/index.html as built. */
  template: string;
  /** Loads the server rendering (server/http/ssr/serverRendering.ts; once, on the first page). */
  load: () => Promise<LoadedRendering>;
  /** The deployment's brand (the object local mode reloads in place). */
  brand: Brand;
  /** Local mode: the configuration in use (texts and form files may be newer than the build). */
  live?: LiveConfig;
  /** The chunks a page needs beside the entry's (server/http/routes/pagePreloads.ts). */
  preloadsOf: (page: { path: string; product?: string; language: Language }) => string[];
  log: FastifyBaseLogger;
}

/** One page asked for. */
export interface PageAsked {
  path: string;
  /** `?product=`, when the URL names one. */
  product?: string;
  /** The `preferredLanguage` cookie. */
  languageCookie?: string;
  acceptLanguage?: string;
  /** The value of the page's form-token field (see server/http/routes/noScriptForms.ts). */
  formToken?: string;
  /**
   * A form posted without JavaScript to answer with its problems (rendered for this answer, not
   * cached). The code screen (`screen: 'otp'`) is sent without the app's scripts: a page for a
   * member without JavaScript (its code token is in an HttpOnly cookie the app cannot read).
   */
  posted?: PostedForm;
}

/** A page to send: its HTML and the nonce its CSP must allow. */
export interface AppPage {
  html: string;
  nonce: string;
  /** Whether the screen is in the HTML (rendered by the server). */
  rendered: boolean;
}

/** React's own preloads (the logo's, from `<img>`) lead the markup: they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/**
 * The app's pages: index.html with the brand, its theme and the page's preloads and, for the
 * screens that need no session (src/ssr/entry.tsx `screenRoute`: the apply form of each product,
 * the not-found page, the end screens that show no application), the screen rendered by the
 * server in the language the browser will pick, for the browser to take over (hydrate).
 * Each screen is rendered once per product, language, route and configuration version (local
 * mode renders again after a reload of flows, schemas, locales or the brand), then cached;
 * each answer gets a nonce of its own. Without a usable rendering (a build without dist-ssr)
 * every page is the plain index.html as before, and the browser renders it.
 */
export function createAppPages(options: AppPagesOptions) {
  const { log, live } = options;
  let loading: Promise<LoadedRendering> | undefined;
  const rendering = () =>
    (loading ??= options.load().then((loaded) => {
      if (loaded.problem) log.warn(`pages are rendered in the browser only: ${loaded.problem}`);
      return loaded;
    }));
  const placeholder = `nonce-placeholder-${randomBytes(12).toString('hex')}`;
  const tokenPlaceholder = `form-token-placeholder-${randomBytes(12).toString('hex')}`;
  const screens = new Map<string, Promise<RenderedScreen | undefined>>();
  let version = -1;
  let theme: { colors: string; css: string } | undefined;

  /** Renders one screen; local mode with the texts and form files in use. A failure is logged and the browser renders the page. */
  const renderScreen = async (r: ServerRendering, product: string, path: string, language: Language, posted?: PostedForm): Promise<RenderedScreen | undefined> => {
    try {
      const texts = live ? await liveTexts(live, r, language) : undefined;
      return await r.render({ product, path, language, brand: options.brand, nonce: placeholder, formToken: tokenPlaceholder, posted, texts, formFiles: live && liveFormFiles(live) });
    } catch (error) {
      log.error({ err: error, product, path, language }, 'the server could not render the page; the browser renders it');
      return undefined;
    }
  };

  /** The rendered screen of that page (cached), or undefined when the browser renders it. */
  async function screenOf(r: ServerRendering, product: string, path: string, language: Language): Promise<RenderedScreen | undefined> {
    const route = r.screenRoute(product, path);
    if (!route) return undefined;
    const current = (live?.state.version ?? 0) * 10_000 + new Date().getFullYear(); // the footer's year
    if (current !== version) {
      screens.clear();
      version = current;
    }
    const key = `${product} ${language} ${route}`;
    let screen = screens.get(key);
    if (!screen) {
      screen = renderScreen(r, product, path, language);
      screens.set(key, screen);
    }
    return screen;
  }

  const themeCss = (r: ServerRendering) => {
    const colors = JSON.stringify(options.brand.colors);
    if (theme?.colors !== colors) theme = { colors, css: r.themeCss(options.brand.colors) };
    return theme.css;
  };

  return {
    /** Loads the rendering and renders the apply page of every product in both languages. */
    async warm(languages: readonly Language[]): Promise<void> {
      const { rendering: r } = await rendering();
      if (!r) return;
      for (const product of r.products) for (const language of languages) await screenOf(r, product, '/apply', language);
    },

    /** The page at `asked.path`. */
    async page(asked: PageAsked): Promise<AppPage> {
      const language = pageLanguage(asked.languageCookie, asked.acceptLanguage);
      const { rendering: r } = await rendering();
      const product = asked.product ?? DEFAULT_PRODUCT;
      const known = !!r && r.products.includes(product);
      const { posted } = asked;
      const answersForm = known && !!posted && (posted.screen === 'otp' ? r.codeScreenRoute(product) === asked.path : !!r.screenRoute(product, asked.path));
      const screen = !known ? undefined : answersForm ? await renderScreen(r, product, asked.path, language, posted) : await screenOf(r, product, asked.path, language);
      const scripts = !(answersForm && posted?.screen === 'otp');
      const nonce = randomBytes(16).toString('base64');
      const leading = screen ? (LEADING_LINKS.exec(screen.html)?.[0] ?? '') : '';
      const logo = leading.includes('rel="preload"') ? '' : `<link rel="preload" as="image" href="${options.brand.logo.replace(/[&"<>]/g, '')}">`;
      const html = appPageHtml(options.template, {
        language,
        brand: options.brand,
        nonce,
        themeCss: r ? themeCss(r) : undefined,
        preloads: leading + logo + (scripts ? modulePreloadTags(options.preloadsOf({ path: asked.path, product: asked.product, language })) : ''),
        screen: screen && {
          html: screen.html.slice(leading.length).replaceAll(placeholder, nonce).replaceAll(tokenPlaceholder, (asked.formToken ?? '').replace(/[^A-Za-z0-9_-]/g, '')),
          styles: screen.styles.replaceAll(placeholder, nonce),
          title: screen.title,
          marker: `${language} ${product}`,
          // What the app needs to take over a form the server answered: its problems, never its values.
          posted: answersForm && posted ? { errors: posted.errors, messageKey: posted.messageKey, failure: posted.failure, screen: posted.screen } : undefined,
          scripts,
        },
      });
      return { html, nonce, rendered: !!screen };
    },
  };
}

/** The app pages of a server. */
export type AppPages = ReturnType<typeof createAppPages>;
