// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The real FingerprintJS and a fresh src/flow/visitorId.ts over the same instance of it. */
async function fresh() {
  vi.resetModules();
  // jsdom draws nothing: a browser without canvas (its sources give an error component, as there).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const fp = await import('@fingerprintjs/fingerprintjs');
  const visitor = await import('../../../src/flow/visitorId');
  const ran: string[] = [];
  // Each source notes when it runs (the library's own sources, still doing their work).
  for (const [name, source] of Object.entries(fp.sources) as Array<[string, (options: never) => unknown]>)
    (fp.sources as Record<string, unknown>)[name] = (options: never) => {
      ran.push(name);
      return source(options);
    };
  return { fp, ran, ...visitor };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('visitor id', () => {
  it("is FingerprintJS's own id, computed once per page: apply and verify get the same one", async () => {
    const { fp, getVisitorId } = await fresh();
    const [apply, verify] = await Promise.all([getVisitorId(), getVisitorId()]);
    const own = fp.hashComponents(await fp.loadSources(fp.sources, { cache: {}, debug: false }, [])());
    expect(apply).toMatch(/^[0-9a-f]{32}$/);
    expect([apply, verify, await getVisitorId()]).toEqual([own, own, own]);
  });

  it('runs the light sources from the first move into the form, the heavy ones only at submit', async () => {
    const { ran, startVisitorId, getVisitorId, SOURCES_AT_SUBMIT } = await fresh();
    startVisitorId();
    await vi.waitFor(() => expect(ran).toContain('math'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran.filter((name) => (SOURCES_AT_SUBMIT as readonly string[]).includes(name))).toEqual([]);
    const before = ran.length;
    await getVisitorId();
    expect(ran.slice(before).sort()).toEqual([...SOURCES_AT_SUBMIT].sort());
  });

  it("is 'unknown' when the fingerprint takes longer than the time-out after submit", async () => {
    const { fp, getVisitorId, VISITOR_ID_TIMEOUT_MS } = await fresh();
    (fp.sources as Record<string, unknown>).fonts = () => new Promise(() => undefined);
    vi.useFakeTimers();
    const id = getVisitorId();
    await vi.advanceTimersByTimeAsync(VISITOR_ID_TIMEOUT_MS);
    expect(await id).toBe('unknown');
  });
});
