const fingerprint = vi.hoisted(() => ({ loads: 0, get: (): Promise<{ visitorId: string }> => Promise.resolve({ visitorId: 'abc123' }) }));

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: async () => {
    fingerprint.loads += 1;
    return { get: () => fingerprint.get() };
  },
}));

async function freshModule() {
  vi.resetModules();
  return import('../../../src/flow/visitorId');
}

beforeEach(() => {
  fingerprint.loads = 0;
  fingerprint.get = () => Promise.resolve({ visitorId: 'abc123' });
});

describe('visitor id', () => {
  it('is computed once per page: apply and verify get the same id from one fingerprint', async () => {
    const { getVisitorId } = await freshModule();
    const [apply, verify] = await Promise.all([getVisitorId(), getVisitorId()]);
    expect(await getVisitorId()).toBe('abc123');
    expect([apply, verify]).toEqual(['abc123', 'abc123']);
    expect(fingerprint.loads).toBe(1);
  });

  it("is 'unknown' when the fingerprint fails", async () => {
    fingerprint.get = () => Promise.reject(new Error('blocked'));
    const { getVisitorId } = await freshModule();
    expect(await getVisitorId()).toBe('unknown');
  });

  it("is 'unknown' when the fingerprint takes longer than the one time-out", async () => {
    vi.useFakeTimers();
    try {
      fingerprint.get = () => new Promise(() => undefined);
      const { getVisitorId, VISITOR_ID_TIMEOUT_MS } = await freshModule();
      const id = getVisitorId();
      await vi.advanceTimersByTimeAsync(VISITOR_ID_TIMEOUT_MS);
      expect(await id).toBe('unknown');
    } finally {
      vi.useRealTimers();
    }
  });
});
