// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { screenRoute } from '../../../src/ssr/entry';
import { startApp } from '../../../src/app/startApp';
import { loadLanguage } from '../../../src/i18n/loadLanguage';
import { BUNDLED_BRAND, THEME_ELEMENT_ID } from '../../../src/services/brand';
import type { Language } from '../../../src/core/languages';
import type { RenderedScreen } from '../../../src/core/serverRendering';
import { renderScreensApart } from '../../helpers/serverRendering';

vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiGet: () => new Promise(() => undefined),
  apiPost: () => new Promise(() => undefined),
}));

/**
 * The form's files (schema, uiSchema, validators) as the browser gets them: at once by default;
 * a test can hold them back, as a slow network does when the page's code has come before them.
 */
const formFilesGate = vi.hoisted(() => ({
  /** The promises handed out while the files are held back, one per form (as the real module keeps one). */
  held: new Map<string, Promise<unknown>>(),
  gate: undefined as Promise<void> | undefined,
  /** Holds the files back until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.held.clear();
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  },
}));

vi.mock('../../../src/flow/forms/formFiles', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/flow/forms/formFiles')>();
  return {
    ...real,
    loadFormFiles: (schemaPath: string, uiSchemaPath: string) => {
      const { gate, held } = formFilesGate;
      if (!gate) return real.loadFormFiles(schemaPath, uiSchemaPath);
      const key = `${schemaPath}|${uiSchemaPath}`;
      if (!held.has(key)) held.set(key, gate.then(() => real.loadFormFiles(schemaPath, uiSchemaPath)));
      return held.get(key);
    },
  };
});

/** Every element of the page as `tag.classes: own text`, styles left out (Fluent moves its theme style to the head). */
function snapshot(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((el) => el.tagName !== 'STYLE')
    .map((el) => `${el.tagName}.${el.className}: ${[...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('')}`);
}

/** Whether React has taken over this element (its fiber is attached). */
const live = (el: Element | null) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));

const roots: Root[] = [];
let errors: unknown[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(['console.error', ...args]));
  vi.spyOn(console, 'warn').mockImplementation((...args) => void errors.push(['console.warn', ...args]));
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

/** CSS rules in the page's Fluent UI style elements (the server's, and what the browser inserts into them). */
const fluentRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')].reduce((n, el) => n + (el.sheet?.cssRules.length ?? 0), 0);

/**
 * Puts the server's rendering of `path` into the page as the server sends it (styles in the
 * head, the markup in #root) and takes it over as src/main.tsx does (startApp); answers the root
 * element once every element is React's, with its snapshot and its count of style rules from
 * before the takeover.
 */
async function hydrateServerPage(page: RenderedScreen, product: string, path: string, language: Language) {
  window.history.replaceState(null, '', `${path}${product === 'microloan' ? '' : `?product=${product}`}`);
  document.head.innerHTML = `<style id="${THEME_ELEMENT_ID}"></style>${page.styles}`;
  document.body.innerHTML = `<div id="root" data-ssr="${language} ${product}">${page.html}</div>`;
  const root = document.getElementById('root')!;
  const before = snapshot(root);
  const rulesBefore = fluentRules();
  const texts = await loadLanguage(language);
  await act(async () => {
    await startApp({
      root,
      language,
      texts,
      themeInPage: true,
      nonce: 'nonce-1',
      hydrate: true,
      reactDom: {
        createRoot,
        hydrateRoot: (container, children) => {
          const hydrated = hydrateRoot(container, children, { onRecoverableError: (error) => void errors.push(['recoverable', error]) });
          roots.push(hydrated);
          return hydrated;
        },
      },
    });
  });
  await waitFor(() => expect(live(root.querySelector('h1'))).toBe(true), { timeout: 15000 });
  return { root, before, rulesBefore };
}

describe('server rendering and hydration (no mismatch, no visual change)', () => {
  const cases: Array<[string, string, Language, string]> = [
    ['microloan', '/apply', 'en', 'Apply for a loan'],
    ['microloan', '/apply', 'es', 'Solicite un préstamo'],
    ['pal2', '/apply', 'en', 'Apply for a loan'],
    ['microloan', '/nowhere/at-all', 'en', 'Not Found'],
    ['microloan', '/application-canceled', 'es', 'Su solicitud fue cancelada'],
    ['microloan', '/offer-declined', 'en', ''],
  ];
  let pages: RenderedScreen[] = [];
  beforeAll(async () => {
    pages = await renderScreensApart(cases.map(([product, path, language]) => ({ product, path, language, brand: BUNDLED_BRAND, nonce: 'nonce-1' })));
  }, 120_000);

  for (const [index, [product, path, language, heading]] of cases.entries()) {
    it(`${product} ${path} in ${language}: the server's HTML is taken over as it is`, async () => {
      const { root, before, rulesBefore } = await hydrateServerPage(pages[index], product, path, language);
      if (heading) expect(root.querySelector('h1')?.textContent).toBe(heading);
      const inputs = [...root.querySelectorAll('input:not([type=hidden])')];
      if (path === '/apply') {
        expect(inputs.length).toBeGreaterThanOrEqual(5);
        // Editable in the server's HTML and once React has it (what was typed before is adopted).
        await waitFor(() => expect(inputs.every((input) => !(input as HTMLInputElement).readOnly)).toBe(true));
        expect(root.querySelector('button[type=submit]')?.textContent).toBe(language === 'es' ? 'Continuar' : 'Continue');
      }
      if (path === '/application-canceled') {
        // Its button says it cannot be used in the server's HTML (a tap there would do nothing), and can once React has it.
        const main = pages[index].html.slice(pages[index].html.indexOf('<main'));
        expect(main).toMatch(/<button [^>]*aria-disabled="true"/);
        await waitFor(() => expect(root.querySelector('main button')?.hasAttribute('aria-disabled')).toBe(false));
      }
      expect(snapshot(root)).toEqual(before);
      // Fluent UI learnt the server's styles before the takeover: not one rule inserted again.
      expect(fluentRules()).toBe(rulesBefore);
      expect(errors).toEqual([]);
    });
  }

  it('takes the apply page over when its form files arrive after its code (the form waits for them, no recoverable error)', async () => {
    const release = formFilesGate.hold();
    const taking = hydrateServerPage(pages[1], 'microloan', '/apply', 'es');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The form is still the server's while its files are on their way: editable (what is typed is adopted), posted to the server, not yet the app's.
    expect(document.querySelector<HTMLInputElement>('#root input:not([type=hidden])')?.readOnly).toBe(false);
    expect(document.querySelector('#root section[data-live]')).toBeNull();
    release();
    const { root: hydrated, before } = await taking;
    formFilesGate.gate = undefined;
    await waitFor(() => expect(hydrated.querySelector('section[data-live]')).not.toBeNull());
    expect(snapshot(hydrated)).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('sees a mismatch when there is one: the English page taken over in Spanish', async () => {
    const { root } = await hydrateServerPage(pages[0], 'microloan', '/apply', 'es');
    await waitFor(() => expect(errors.length).toBeGreaterThan(0));
    expect(root.querySelector('h1')?.textContent).toBe('Solicite un préstamo');
  });

  it('renders only the screens that need no session: forms outside /application/, end screens without data, not found', () => {
    expect(screenRoute('microloan', '/apply')).toBe('/apply');
    expect(screenRoute('microloan', '/somewhere')).toBe('*');
    expect(screenRoute('microloan', '/application-canceled')).toBe('/application-canceled');
    expect(screenRoute('microloan', '/offer-declined')).toBe('/offer-declined');
    for (const path of ['/otp', '/application/loan-amount', '/application/review', '/application-completed', '/application-denied', '/error', '/processing-error', '/', '/preview'])
      expect(screenRoute('microloan', path), path).toBeUndefined();
    expect(screenRoute('unknown-product', '/apply')).toBeUndefined();
  });
});
