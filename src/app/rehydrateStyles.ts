import { rehydrateRendererCache } from '@griffel/core';
import type { createDOMRenderer } from '@fluentui/react-components';
import { nextTask } from '../services/nextTask';

/** Fluent UI's style renderer (Griffel's DOM renderer). */
export type StyleRenderer = ReturnType<typeof createDOMRenderer>;

/**
 * Teaches `renderer` the CSS rules the server's `<style data-make-styles-bucket>` elements already
 * hold (so that nothing is inserted twice), one element per task. Left to Griffel's
 * RendererProvider, all of them are parsed in the first render of the takeover: one task long
 * enough to block a tap on a slow phone. Afterwards the app gives the provider
 * {@link stylesAlreadyRehydrated} as its document, which has none to parse again.
 */
export async function rehydrateStylesInSlices(renderer: StyleRenderer, doc: Document = document): Promise<void> {
  for (const element of doc.querySelectorAll<HTMLStyleElement>('style[data-make-styles-bucket]')) {
    // Griffel reads the elements it rehydrates with `target.querySelectorAll(…)`: a target that
    // answers this one element keeps the element where it is (the renderer inserts into it later).
    const onlyThis = { querySelectorAll: () => [element] };
    rehydrateRendererCache(renderer, onlyThis as unknown as Document);
    await nextTask();
  }
}

let emptyDocument: Document | undefined;

/** A document without styles: RendererProvider's `targetDocument` once {@link rehydrateStylesInSlices} has run. */
export function stylesAlreadyRehydrated(): Document {
  return (emptyDocument ??= document.implementation.createHTMLDocument(''));
}
