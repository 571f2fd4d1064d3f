// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_LIMIT_MS, holdInputDuringTakeover } from '../../../src/services/holdInputDuringTakeover';

/** A server-rendered form in #root and what a listener on the root (where React listens) receives. */
function page() {
  document.body.innerHTML =
    '<div id="root"><section aria-labelledby="step-title"><form method="post"><input id="root_firstName"><input id="root_lastName"></form></section></div><input id="outside">';
  const root = document.getElementById('root')!;
  const seen: string[] = [];
  for (const name of ['keydown', 'input', 'focusin', 'click'])
    root.addEventListener(name, (event) => seen.push(`${event.type} ${(event.target as HTMLElement).id}`), true);
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  return { root, seen, field };
}

/** Types `text` as the browser does where no script acts: the value changes, then `input`. */
function type(field: HTMLInputElement, text: string) {
  field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: text.at(-1) }));
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const live = (root: HTMLElement) => root.querySelector('section')!.setAttribute('data-live', 'true');
const microtasks = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('holdInputDuringTakeover: typing while React takes the page over', () => {
  it('keeps keys, input, focus and taps in the page from React, not from the page; outside the page nothing is held', () => {
    const { root, seen, field } = page();
    holdInputDuringTakeover(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    type(field('root_firstName'), 'M');
    field('root_firstName').dispatchEvent(click);
    expect(seen).toEqual([]);
    // Only kept from React: the letter is in the field and the click's default action still happens.
    expect(field('root_firstName').value).toBe('M');
    expect(click.defaultPrevented).toBe(false);
    const outside = new Event('input', { bubbles: true });
    document.getElementById('outside')!.dispatchEvent(outside);
    expect(outside.cancelBubble).toBe(false);
  });

  it('once the form is live: what React put back is typed again, React is told of the focus and of each field typed into', async () => {
    const { root, seen, field } = page();
    holdInputDuringTakeover(root);
    field('root_lastName').focus();
    type(field('root_firstName'), 'Maria');
    type(field('root_lastName'), 'Gar');
    // React's first render read the page when the last name held "G": its commit puts that back.
    field('root_lastName').value = 'G';
    live(root);
    await microtasks();
    expect(field('root_lastName').value).toBe('Gar');
    expect(field('root_firstName').value).toBe('Maria');
    expect(seen).toEqual(['focusin root_lastName', 'input root_firstName', 'input root_lastName']);
    // Released: the next key reaches React at once.
    type(field('root_lastName'), 'Garc');
    expect(seen.slice(-2)).toEqual(['keydown root_lastName', 'input root_lastName']);
  });

  it(`lets go after ${HOLD_LIMIT_MS / 1000} s even if the form never says it is live`, () => {
    vi.useFakeTimers();
    const { root, seen, field } = page();
    holdInputDuringTakeover(root);
    type(field('root_firstName'), 'M');
    vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['input root_firstName']);
    type(field('root_firstName'), 'Ma');
    expect(seen.slice(-1)).toEqual(['input root_firstName']);
  });
});
