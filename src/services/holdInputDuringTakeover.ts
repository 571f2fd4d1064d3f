import { nextTask } from './nextTask';
import type { KeptTap } from './tapBeforeTakeover';

/**
 * The events of typing and tapping that React would act on while it takes the page over. React
 * answers such an event on a part of the page it has not taken over yet by taking that part over
 * at once, in one task: on a low-tier phone a key typed during the takeover waited more than a
 * second for its letter to show. Held back from React (not from the page: the letter is typed, the
 * field focused, as without scripts), they are given to it once the form is live.
 */
export const HELD_EVENTS = [
  'keydown', 'keypress', 'keyup', 'beforeinput', 'textInput', 'input', 'change', 'select', 'invalid',
  'compositionstart', 'compositionupdate', 'compositionend', 'paste', 'cut', 'copy',
  'pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'touchcancel',
  'click', 'auxclick', 'dblclick', 'contextmenu', 'dragstart', 'dragend', 'drop',
  'focusin', 'focusout',
  // Moves React would otherwise queue and answer by taking the part under the pointer over first.
  'pointermove', 'pointerover', 'pointerout', 'mousemove', 'mouseover', 'mouseout', 'touchmove', 'dragover', 'dragenter', 'dragleave',
] as const;

/** After this long the hold ends even if the form never says it is live (the page stays usable). */
export const HOLD_LIMIT_MS = 20_000;

/** A member's key or tap into a field whose held text React has not been given yet. */
const CATCH_UP_EVENTS = ['pointerdown', 'keydown', 'beforeinput', 'paste'] as const;

/** The marker the form sets once the app has it (src/flow/StepHost.tsx `data-live`). */
const LIVE_FORM = 'section[aria-labelledby="step-title"][data-live]';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What a field held while React took the page over. */
interface Typed {
  value: string;
  start: number | null;
  end: number | null;
}

/** Sets a field's text as typing does: past React's own record of it, so that React sees a change. */
function setTypedValue(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/**
 * From now until the form in `root` is live (or {@link HOLD_LIMIT_MS}), keeps the
 * {@link HELD_EVENTS} on `root` from React: a listener on the window, ahead of React's own on the
 * root, stops them there; their default actions happen as usual (a letter is typed, Continue
 * still posts the form to the server). The submit of the form is not held: React takes it.
 * What each field held after its last key is noted; once the form is live, React is told which
 * field has the focus, then, a task each, every field typed into meanwhile and not since gets its
 * text again (React's first render read the page a moment earlier, and its commit may have put
 * that back), with its caret, and sends React an `input` event that React takes as a change: it
 * calls the field's onChange (masks and validation as if typed then); last, the button `tap`
 * noted is clicked again, for React.
 */
export function holdInputDuringTakeover(root: HTMLElement, tap?: KeptTap): void {
  const typed = new Map<Field, Typed>();
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node) || !root.contains(target)) return;
    event.stopPropagation();
    if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && (event.type === 'input' || event.type === 'keyup'))
      typed.set(target, { value: target.value, start: target.selectionStart, end: target.selectionEnd });
  };
  for (const name of HELD_EVENTS) window.addEventListener(name, hold, true);
  let released = false;
  /** Gives React a field's held text (once): its onChange runs as if the member typed it now. */
  const tellReact = (field: Field) => {
    const last = typed.get(field);
    typed.delete(field);
    if (!last || !field.isConnected) return;
    // React calls onChange only when the text differs from its own record of it (kept by its
    // setter on the element): the record is set apart from the text, then the text is set past it.
    field.value = last.value === '' ? ' ' : '';
    setTypedValue(field, last.value);
    if (field.ownerDocument.activeElement === field && last.start !== null) field.setSelectionRange(last.start, last.end);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  // A field the member types into again before its turn is told first, before the new key.
  const catchUp = (event: Event) => {
    if (event.isTrusted && typed.has(event.target as Field)) tellReact(event.target as Field);
  };
  const release = () => {
    if (released) return;
    released = true;
    observer.disconnect();
    window.clearTimeout(limit);
    for (const name of HELD_EVENTS) window.removeEventListener(name, hold, true);
    const tapped = tap?.take() ?? null;
    // React is told in steps, a task each: a key the member types meanwhile is answered between
    // two steps, not after all of them (in one task they took 490 ms at the low-tier phone's speed).
    const steps: Array<() => void> = [];
    // The field the member is in, first: React was not told of the focus (a widget shows its text
    // differently while focused: the SSN's digits rather than its mask), then of its text.
    const active = root.ownerDocument.activeElement;
    if (active instanceof HTMLElement && active !== root && root.contains(active))
      steps.push(() => {
        active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        tellReact(active as Field);
      });
    for (const field of typed.keys()) if (field !== active) steps.push(() => tellReact(field));
    for (const name of CATCH_UP_EVENTS) window.addEventListener(name, catchUp, true);
    void (async () => {
      for (const step of steps) {
        step();
        await nextTask();
      }
      for (const name of CATCH_UP_EVENTS) window.removeEventListener(name, catchUp, true);
      // Last, the button the member tapped before React could answer (the language menu opens).
      if (tapped?.isConnected && !tapped.disabled) tapped.click();
    })();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector(LIVE_FORM)) release();
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
  const limit = window.setTimeout(release, HOLD_LIMIT_MS);
}
