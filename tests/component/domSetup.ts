/**
 * Setup of every file of the `isolated` Vitest project that runs in jsdom (component and widget
 * tests): Testing Library's `findBy*` and `waitFor` wait up to 10 s instead of 1 s. Fluent in
 * jsdom on a busy 2-core machine (CI machines run other work beside the suite) can take more than a
 * second to render a dialog; a wait returns as soon as what it waits for is there, so a longer
 * limit only changes how long a real failure takes to be reported, never what passes.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
