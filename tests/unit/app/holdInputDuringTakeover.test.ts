// @vitest-environment jsdom
import { createElement, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_LIMIT_MS, holdInputDuringTakeover } from '../../../src/services/holdInputDuringTakeover';
import { keepTap } from '../../../src/services/tapBeforeTakeover';

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
/** Until the release's steps (a task each) are over. */
const released = async () => {
  for (let i = 0; i < 10; i++) await microtasks();
};

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
    await released();
    expect(field('root_lastName').value).toBe('Gar');
    expect(field('root_firstName').value).toBe('Maria');
    // The field the member is in first: its focus, then its text; then the others.
    expect(seen).toEqual(['focusin root_lastName', 'input root_lastName', 'input root_firstName']);
    // Released: the next key reaches React at once.
    type(field('root_lastName'), 'Garc');
    expect(seen.slice(-2)).toEqual(['keydown root_lastName', 'input root_lastName']);
  });

  it('a key typed between React\'s first render and its taking the field over reaches its state, and no change is lost', async () => {
    document.body.innerHTML =
      '<div id="root"><section aria-labelledby="step-title"><input id="root_firstName" value=""><input id="root_lastName" value=""></section></div>';
    const root = document.getElementById('root')!;
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    // Typed as the browser types: the text changes, then `input` (held from React).
    const typeInto = (id: string, text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(id), text);
      field(id).dispatchEvent(new Event('input', { bubbles: true }));
    };
    // As the apply form: its first render reads what the page holds, one object of data, each
    // field's onChange spreads the data last rendered (RJSF's ObjectField does so), live once
    // hydrated (StepHost's data-live).
    let render = 0;
    let state = '';
    function Form() {
      const [data, setData] = useState(() => {
        const read = { root_firstName: field('root_firstName').value, root_lastName: field('root_lastName').value };
        // The member's next keys land after this render read the page, before React takes the field over.
        typeInto('root_lastName', `${read.root_lastName}ia`);
        return read;
      });
      const [live, setLive] = useState(false);
      useEffect(() => setLive(true), []);
      render += 1;
      state = `${data.root_firstName}|${data.root_lastName}`;
      const input = (id: keyof typeof data) =>
        createElement('input', { id, value: data[id], onChange: (e: { target: HTMLInputElement }) => setData({ ...data, [id]: e.target.value }) });
      return createElement(
        'section',
        { 'aria-labelledby': 'step-title', 'data-live': live || undefined },
        input('root_firstName'),
        input('root_lastName'),
      );
    }
    holdInputDuringTakeover(root);
    typeInto('root_firstName', 'Maria');
    field('root_lastName').focus();
    typeInto('root_lastName', 'Garc');
    hydrateRoot(root, createElement(Form));
    await vi.waitFor(() => expect(root.querySelector('section[data-live]')).not.toBeNull());
    await released();
    expect(render).toBeGreaterThan(1);
    expect(state).toBe('Maria|Garcia');
    expect([field('root_firstName').value, field('root_lastName').value]).toEqual(['Maria', 'Garcia']);
    // The next key is React's own and keeps the rest.
    typeInto('root_lastName', 'Garcia-Lopez');
    await released();
    expect(state).toBe('Maria|Garcia-Lopez');
  });

  it('a tap on a button of the page before React could answer reaches React once, when the form is live', async () => {
    const { root, seen } = page();
    root.querySelector('section')!.insertAdjacentHTML('beforebegin', '<header><button type="button" id="language">Español</button></header>');
    const tap = keepTap(root);
    // Before the takeover's code runs: nothing of React listens yet (the stand-in for React does).
    document.getElementById('language')!.click();
    seen.length = 0;
    holdInputDuringTakeover(root, tap);
    live(root);
    await released();
    expect(seen).toEqual(['click language']);
    // Released: a tap now is React's own, and not given again.
    document.getElementById('language')!.click();
    await released();
    expect(seen).toEqual(['click language', 'click language']);
  });

  it("a submit button's tap is the server's (it posts the form): not given to React again", async () => {
    const { root, seen } = page();
    root.querySelector('form')!.insertAdjacentHTML('beforeend', '<button id="continue">Continue</button>');
    // jsdom cannot post: the post is prevented here, ahead of everything.
    const noPost = (event: Event) => (event.target as HTMLElement).id === 'continue' && event.preventDefault();
    window.addEventListener('click', noPost, true);
    const tap = keepTap(root);
    holdInputDuringTakeover(root, tap);
    document.getElementById('continue')!.click();
    window.removeEventListener('click', noPost, true);
    live(root);
    await released();
    expect(seen).toEqual([]);
  });

  it('a tap the member moved on from (a field tapped, typed into) is not given to React: its menu would take their keys', async () => {
    const { root, seen, field } = page();
    root.querySelector('section')!.insertAdjacentHTML('beforebegin', '<header><button type="button" id="language">Español</button></header>');
    const tap = keepTap(root);
    document.getElementById('language')!.click();
    seen.length = 0;
    holdInputDuringTakeover(root, tap);
    field('root_firstName').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    field('root_firstName').focus();
    type(field('root_firstName'), 'M');
    live(root);
    await released();
    expect(seen).toEqual(['focusin root_firstName', 'input root_firstName']);
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
