// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parentTargetOrigin, postToParent, reportHeight, type FrameSettings } from '../../../src/services/parentFrame';

const ALLOWED = ['https://banking.example.org', 'https://m.banking.example.org'];
const settings = (parentOrigins: string[]): (() => Promise<FrameSettings>) => () => Promise.resolve({ parentOrigins, returnUrl: null });

/** Puts the page in a frame whose parent records its messages, with `referrer` as the framing page. */
function framedBy(referrer: string) {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'parent', { value: { postMessage }, configurable: true });
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  return postMessage;
}

describe('postMessage to online banking (the parent of a launched application)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('the target origin is the configured origin of the framing page, else the only configured one, never *', () => {
    expect(parentTargetOrigin(ALLOWED, 'https://m.banking.example.org')).toBe('https://m.banking.example.org');
    expect(parentTargetOrigin(ALLOWED, 'https://evil.example.org')).toBeNull();
    expect(parentTargetOrigin(ALLOWED, null)).toBeNull();
    expect(parentTargetOrigin(['https://banking.example.org'], null)).toBe('https://banking.example.org');
    expect(parentTargetOrigin([], 'https://banking.example.org')).toBeNull();
  });

  it('a framed app posts loan:completed to the allowed parent origin only', async () => {
    const post = framedBy('https://banking.example.org/accounts/loans');
    await postToParent({ type: 'loan:completed', reference: 'ML-7K3Q-9ZTD' }, settings(ALLOWED));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ type: 'loan:completed', reference: 'ML-7K3Q-9ZTD' }, 'https://banking.example.org');
    expect(post.mock.calls.every(([, target]) => target !== '*')).toBe(true);
  });

  it('a page framed by an origin not allowed, or with none configured, posts nothing', async () => {
    const post = framedBy('https://evil.example.org/');
    await postToParent({ type: 'loan:denied' }, settings(ALLOWED));
    await postToParent({ type: 'loan:canceled' }, settings([]));
    expect(post).not.toHaveBeenCalled();
  });

  it('not framed: nothing is posted; framed: the height goes as loan:height', async () => {
    const own = vi.spyOn(window, 'postMessage');
    await postToParent({ type: 'loan:canceled' }, settings(ALLOWED));
    expect(own).not.toHaveBeenCalled();
    const post = framedBy('https://banking.example.org/');
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    const stop = reportHeight(settings(['https://banking.example.org']));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'loan:height', height: expect.any(Number) }, 'https://banking.example.org'));
    stop();
    vi.unstubAllGlobals();
  });
});
