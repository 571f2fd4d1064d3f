/**
 * What tells that a member is about to use the page: a touch, a click, a key, a focus (a tab or
 * a tap into a field), a mouse moved over it. Scrolling and reading are not among them.
 */
export const FIRST_INPUT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Resolves at the member's first input on `doc` (see {@link FIRST_INPUT_EVENTS}), or at once when
 * an input came before this script ran: the focus is already in the page (a field tapped or
 * tabbed to) or a pointer is over it (a mouse moved there; a tap leaves its hover too). The
 * listeners are passive and only watch: the input itself goes on to the page as usual (a key typed
 * into a server-rendered field stays typed).
 */
export function firstInput(doc: Document = document): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const name of FIRST_INPUT_EVENTS) doc.removeEventListener(name, done, true);
      resolve();
    };
    const active = doc.activeElement;
    if ((active && active !== doc.body && active !== doc.documentElement) || doc.querySelector(':hover')) return done();
    for (const name of FIRST_INPUT_EVENTS) doc.addEventListener(name, done, { capture: true, passive: true });
  });
}
