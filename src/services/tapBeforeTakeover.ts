/**
 * A tap on one of the page's own buttons (not one that submits its form) before React has taken
 * the page over: without React such a button does nothing (the header's language button), so the
 * member's tap would be lost and they would have to tap again. `keepTap` notes the last one,
 * as long as it is the member's last move;
 * the takeover gives it to React once the form is live (src/services/holdInputDuringTakeover.ts).
 * A submit button is not noted: its tap posts the form to the server, which answers it.
 */
export interface KeptTap {
  /** The button last tapped since `keepTap` and not given back yet; noting stops here. */
  take(): HTMLButtonElement | null;
}

/**
 * What ends a noted tap when it happens anywhere but on its button: the member's own taps and
 * keys (a Tab to a field is a key). Not a focus: the app moves it itself (to the heading) as it
 * takes the page over.
 */
const MOVES = ['pointerdown', 'keydown'] as const;

/** Notes, from now on, the last tap on a button of `root` that does not submit a form. */
export function keepTap(root: HTMLElement): KeptTap {
  let tapped: HTMLButtonElement | null = null;
  const note = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button) && button.type === 'button') tapped = button;
  };
  // The member moved on (a tap or a key elsewhere): the tap is not their last move any
  // more, and opening its menu now would take the keys they type.
  const movedOn = (event: Event) => {
    if (tapped && !(event.target instanceof Node && tapped.contains(event.target))) tapped = null;
  };
  window.addEventListener('click', note, true);
  for (const name of MOVES) window.addEventListener(name, movedOn, true);
  return {
    take() {
      window.removeEventListener('click', note, true);
      for (const name of MOVES) window.removeEventListener(name, movedOn, true);
      const button = tapped;
      tapped = null;
      return button;
    },
  };
}
