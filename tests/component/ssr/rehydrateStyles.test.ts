// @vitest-environment jsdom
// @vitest-own-process: Griffel's renderer of the document is module state another file may already have changed.
import { afterEach, describe, expect, it } from 'vitest';
import { createDOMRenderer, rehydrateRendererCache } from '@griffel/core';
import { cssPieces, rehydrateStylesInSlices } from '../../../src/app/rehydrateStyles';

/** Rules as Griffel writes them into a bucket: plain, at-rules with nested rules, quoted braces. */
const RULES = Array.from({ length: 60 }, (_, i) =>
  i % 10 === 3
    ? `@media (min-width: ${400 + i}px){.fm${i}{padding:${i}px;}}`
    : i % 10 === 7
      ? `.fq${i}::after{content:"} {${i}";}`
      : `.f${i}{color:#${String(i).padStart(6, '0')};margin-left:${i}px;}`,
);

function addBucket(bucket: string, css: string, media?: string): HTMLStyleElement {
  const element = document.createElement('style');
  // As the server writes them (Griffel's renderToStyleElements).
  element.dataset.makeStylesBucket = bucket;
  element.dataset.priority = '0';
  if (media) element.media = media;
  element.textContent = css;
  document.head.append(element);
  return element;
}

describe("Fluent UI's styles learnt from the server's page in slices", () => {
  afterEach(() => document.head.replaceChildren());

  it('cuts CSS after whole top-level rules only, at least `size` characters a piece, losing nothing', () => {
    const css = RULES.join('');
    const pieces = [...cssPieces(css, 200)];
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(css);
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeGreaterThanOrEqual(200);
    // Every piece is whole rules: each starts where one of the rules starts.
    const starts = new Set(RULES.reduce<number[]>((at, rule, i) => [...at, i === 0 ? 0 : at[i - 1] + RULES[i - 1].length], []));
    let offset = 0;
    for (const piece of pieces) {
      expect(starts.has(offset)).toBe(true);
      offset += piece.length;
    }
    expect([...cssPieces('', 100)]).toEqual([]);
    expect([...cssPieces('.a{color:red;}', 1000)]).toEqual(['.a{color:red;}']);
    expect([...cssPieces('.a{content:"\\"}";}.b{color:red;}', 1)]).toEqual(['.a{content:"\\"}";}', '.b{color:red;}']);
  });

  it("learns exactly what Griffel's own rehydration learns, and inserts later rules into the page's own elements", async () => {
    const big = addBucket('d', RULES.join(''));
    addBucket('h', '.fh1:hover{color:red;}');
    addBucket('m', RULES.filter((rule) => rule.startsWith('@media')).join(''), '(min-width: 403px)');

    const whole = createDOMRenderer(document);
    rehydrateRendererCache(whole, document);
    const sliced = createDOMRenderer(document);
    await rehydrateStylesInSlices(sliced, document);

    expect(Object.keys(sliced.insertionCache).length).toBeGreaterThan(60);
    expect(sliced.insertionCache).toEqual(whole.insertionCache);
    expect(Object.keys(sliced.stylesheets).sort()).toEqual(Object.keys(whole.stylesheets).sort());
    // A rule the server did not send goes into the server's own `d` element.
    const before = big.sheet!.cssRules.length;
    sliced.insertCSSRules({ d: ['.fnew{color:blue;}'] });
    expect(big.sheet!.cssRules.length).toBe(before + 1);
    expect(document.head.querySelectorAll('style').length).toBe(3);
    // One it did send is not inserted again.
    sliced.insertCSSRules({ d: [RULES[0]] });
    expect(big.sheet!.cssRules.length).toBe(before + 1);
  });
});
