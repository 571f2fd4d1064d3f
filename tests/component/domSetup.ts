/**
 * Setup of every jsdom test file (the `isolated` and `dom` Vitest projects: component and widget
 * tests), run before each file:
 * - Testing Library's `findBy*` and `waitFor` wait up to 10 s instead of 1 s. Fluent in jsdom on
 *   a busy 2-core machine (CI machines run other work beside the suite) can take more than a
 *   second to render a dialog; a wait returns as soon as what it waits for is there, so a longer
 *   limit only changes how long a real failure takes to be reported, never what passes.
 * - After each test, what was rendered is unmounted and what a test may leave in the shared
 *   document is cleared (storage, cookies, the document's language and title, the body). In the
 *   `dom` project files share a worker and its module cache, so Testing Library's own automatic
 *   cleanup (an `afterEach` registered when it is first imported) would only serve the first file.
 *   For the same reason the test harnesses' network stubs are put in place by each render, and
 *   here the worker's real `fetch` is put back, real timers and spied-on methods restored.
 */
if (typeof document !== 'undefined') {
  const { configure, cleanup } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // The worker's own fetch, kept from its first file on (a harness may have replaced it since).
  const REAL_FETCH = Symbol.for('microloan.tests.realFetch');
  const kept = globalThis as typeof globalThis & { [REAL_FETCH]?: typeof fetch };
  kept[REAL_FETCH] ??= globalThis.fetch;
  afterEach(() => {
    cleanup();
    globalThis.fetch = kept[REAL_FETCH]!;
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    document.body.innerHTML = '';
    document.title = '';
  });
}

export {};
