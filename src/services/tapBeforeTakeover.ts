/**
 * A tap on one of the page's own buttons (not one that submits its form) before React has taken
 * the page over: without React such a button does nothing (the header's language button), so the
 * member's tap would be lost and they would have to tap again. `keepTap` notes the last one;
 * the takeover gives it to React once the form is live (src/services/holdInputDuringTakeover.ts).
 * A submit button is not noted: its tap posts the form to the server, which answers it.
 */
export interface KeptTap {
  /** The button last tapped since `keepTap` and not given back yet; noting stops here. */
  take(): HTMLButtonElement | null;
}

/** Notes, from now on, the last tap on a button of `root` that does not submit a form. */
export function keepTap(root: HTMLElement): KeptTap {
  let tapped: HTMLButtonElement | null = null;
  const note = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button) && button.type === 'button') tapped = button;
  };
  window.addEventListener('click', note, true);
  return {
    take() {
      window.removeEventListener('click', note, true);
      const button = tapped;
      tapped = null;
      return button;
    },
  };
}
