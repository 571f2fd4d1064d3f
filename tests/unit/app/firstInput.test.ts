// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FIRST_INPUT_EVENTS, firstInput } from '../../../src/services/firstInput';

/** Whether `promise` has settled once the microtasks and a task have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('firstInput: the app of a page that works without JavaScript waits for the member', () => {
  it('waits while the member only reads (a scroll, a resize): no takeover', async () => {
    document.body.innerHTML = '<form method="post"><input id="first"></form>';
    const waiting = firstInput(document);
    document.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(await settled(waiting)).toBe(false);
    document.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(await settled(waiting)).toBe(true);
  });

  it.each(FIRST_INPUT_EVENTS)('starts at a %s on anything in the page', async (name) => {
    document.body.innerHTML = '<form method="post"><input id="first"></form>';
    const waiting = firstInput(document);
    expect(await settled(waiting)).toBe(false);
    const event = new Event(name, { bubbles: true, cancelable: true });
    document.getElementById('first')!.dispatchEvent(event);
    expect(await settled(waiting)).toBe(true);
    // Only watched: the input still reaches the field and its default action is not taken away.
    expect(event.defaultPrevented).toBe(false);
  });

  it('starts at once when a pointer is already over the page (moved there before the script ran)', async () => {
    document.body.innerHTML = '<form method="post"><input id="first"></form>';
    const hovered = document.getElementById('first')!;
    const querySelector = document.querySelector.bind(document);
    // jsdom has no pointer: the page's own answer to `:hover` stands in for the browser's.
    const spy = vi.spyOn(document, 'querySelector').mockImplementation((selector: string) => (selector === ':hover' ? hovered : querySelector(selector)));
    try {
      expect(await settled(firstInput(document))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('starts at once when the focus is already in a field (typed into before the script ran)', async () => {
    document.body.innerHTML = '<form method="post"><input id="first"></form>';
    document.getElementById('first')!.focus();
    expect(await settled(firstInput(document))).toBe(true);
    (document.activeElement as HTMLElement).blur();
  });
});
