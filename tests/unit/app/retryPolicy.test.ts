import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, RETRY_POLICY, apiBase, clientOptions, retryDelayMs } from '../../../src/api/client';
import { POLL_INTERVAL_MS, applicationRefetchInterval, isApplicationPollPaused, pauseApplicationPoll, resumeApplicationPoll, shouldRetryApplication } from '../../../src/api/application';
import { ApiError } from '../../../src/api/errors';
import type { ApplicationView } from '../../../src/core/application';

describe('HTTP layer configuration (SPEC section 7)', () => {
  it('retries at most twice, never POST, on the listed statuses', () => {
    expect(RETRY_POLICY.limit).toBe(2);
    expect(RETRY_POLICY.methods).toEqual(['get', 'put', 'head', 'delete', 'options', 'trace']);
    expect(RETRY_POLICY.methods).not.toContain('post');
    expect(RETRY_POLICY.statusCodes).toEqual([408, 413, 429, 500, 502, 503, 504]);
  });

  it('backs off 0.3 × 2^(attempt-1) seconds', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([300, 600, 1200]);
  });

  it('uses /api/v1/{product}, a 30 s timeout and cookies', () => {
    const options = clientOptions('microloan');
    expect(String(options.prefixUrl)).toMatch(/\/api\/v1\/microloan$/);
    expect(options.timeout).toBe(30000);
    expect(API_TIMEOUT_MS).toBe(30000);
    expect(options.credentials).toBe('include');
    expect(apiBase('other')).toMatch(/\/api\/v1\/other$/);
  });
});

describe('application query policy', () => {
  it('never retries on top of the HTTP layer (one layer retries, so at most 3 requests)', () => {
    expect(shouldRetryApplication(0, new ApiError('x', 500))).toBe(false);
    expect(shouldRetryApplication(0, new ApiError('x', 503))).toBe(false);
    expect(shouldRetryApplication(0, new ApiError('expired', 401))).toBe(false);
  });

  it('polls every 5 s only while is_polling_step', () => {
    const base = { application_id: 'a', step: 'PROCESSING_APPLICATION', allowed_steps: [], expires_in_seconds: 600 } as const;
    expect(applicationRefetchInterval({ ...base, is_polling_step: true } as unknown as ApplicationView)).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(5000);
    expect(applicationRefetchInterval({ ...base, is_polling_step: false } as unknown as ApplicationView)).toBe(false);
    expect(applicationRefetchInterval(undefined)).toBe(false);
  });

  it('polls not at all while paused (a healthy long-poll)', () => {
    const base = { application_id: 'a', step: 'PROCESSING_APPLICATION', allowed_steps: [], expires_in_seconds: 600 } as const;
    expect(applicationRefetchInterval({ ...base, is_polling_step: true } as unknown as ApplicationView, true)).toBe(false);
    expect(applicationRefetchInterval({ ...base, is_polling_step: true } as unknown as ApplicationView, false)).toBe(POLL_INTERVAL_MS);
  });
});

describe('the pause of the 5-s poll', () => {
  afterEach(() => {
    resumeApplicationPoll();
    vi.useRealTimers();
  });

  it('ends by itself after its time; a new pause replaces the old one; resume ends it at once', () => {
    vi.useFakeTimers();
    pauseApplicationPoll(30_000);
    expect(isApplicationPollPaused()).toBe(true);
    vi.advanceTimersByTime(20_000);
    pauseApplicationPoll(30_000);
    vi.advanceTimersByTime(29_000);
    expect(isApplicationPollPaused()).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(isApplicationPollPaused()).toBe(false);
    pauseApplicationPoll(30_000);
    resumeApplicationPoll();
    expect(isApplicationPollPaused()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(isApplicationPollPaused()).toBe(false);
  });
});
