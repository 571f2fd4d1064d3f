import { rehydrateRendererCache } from '@griffel/core';
import type { createDOMRenderer } from '@fluentui/react-components';
import { nextTask } from '../services/nextTask';

/** Fluent UI's style renderer (Griffel's DOM renderer). */
export type StyleRenderer = ReturnType<typeof createDOMRenderer>;

/** Characters of CSS learnt in one task (Griffel's parser is slow while it is new to the page; the largest `<style>` holds several times this). */
const CSS_PER_TASK = 1500;

/**
 * `css` cut after whole top-level rules into pieces of at least `size` characters (the last may be
 * shorter), found as they are asked for: Griffel learns each rule as the exact text it inserted,
 * so a piece must hold whole rules.
 */
export function* cssPieces(css: string, size: number): Generator<string> {
  const special = /["'{}]/g;
  let start = 0;
  let depth = 0;
  for (let match = special.exec(css); match; match = special.exec(css)) {
    const c = match[0];
    if (c === '{') depth++;
    else if (c === '}') {
      if (--depth === 0 && special.lastIndex - start >= size) {
        yield css.slice(start, special.lastIndex);
        start = special.lastIndex;
      }
    } else {
      // A quoted string (`content: "}"`): to its closing quote, escapes skipped.
      let i = match.index + 1;
      while (i < css.length && css[i] !== c) i += css[i] === '\\' ? 2 : 1;
      special.lastIndex = i + 1;
    }
  }
  if (start < css.length) yield css.slice(start);
}

/**
 * `element` as Griffel's rehydration reads it, but with `text` for its rules: its bucket, media
 * and attributes, and its sheet (where the renderer inserts rules later) are the element's own.
 */
function withRules(element: HTMLStyleElement, text: string): HTMLStyleElement {
  const standIn = {
    attributes: element.attributes,
    dataset: element.dataset,
    media: element.media,
    get sheet() {
      return element.sheet;
    },
    textContent: text,
    getAttribute: (name: string) => element.getAttribute(name),
    setAttribute: (name: string, value: string) => element.setAttribute(name, value),
  };
  return standIn as unknown as HTMLStyleElement;
}

/**
 * Teaches `renderer` the CSS rules the server's `<style data-make-styles-bucket>` elements already
 * hold (so that nothing is inserted twice), some fifteen hundred characters of CSS per task. Left to
 * Griffel's RendererProvider, all of them are parsed in the first render of the takeover (and
 * one element at a time, the largest alone is a long task on a slow phone). Afterwards the app
 * gives the provider {@link stylesAlreadyRehydrated} as its document, which has none to parse again.
 */
export async function rehydrateStylesInSlices(renderer: StyleRenderer, doc: Document = document): Promise<void> {
  for (const element of doc.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')) {
    for (const piece of cssPieces(element.textContent ?? '', CSS_PER_TASK)) {
      // Griffel reads the elements it rehydrates with `target.querySelectorAll(…)`: a target that
      // answers this element with this piece of its rules (the renderer inserts into the element later).
      const onlyThis = { querySelectorAll: () => [withRules(element, piece)] };
      rehydrateRendererCache(renderer, onlyThis as unknown as Document);
      await nextTask();
    }
  }
}

let emptyDocument: Document | undefined;

/** A document without styles: RendererProvider's `targetDocument` once {@link rehydrateStylesInSlices} has run. */
export function stylesAlreadyRehydrated(): Document {
  return (emptyDocument ??= document.implementation.createHTMLDocument(''));
}
