// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../../src/api/errors';
import { applyFailureOf } from '../../../src/flow/forms/applyFailure';
import ApplyFailureMessage from '../../../src/flow/forms/ApplyFailureMessage';
import { renderAt } from './renderApp';

describe('a failed apply', () => {
  it('stays on the apply page for a code that could not be sent and for too many tries; anything else does not', () => {
    expect(applyFailureOf(new ApiError('Failed to send OTP', 502, 'FAILED_TO_SEND_OTP'))).toEqual({ kind: 'sendFailed' });
    expect(applyFailureOf(new ApiError('Too many', 429, 'RATE_LIMITED', { retry_after_seconds: 3600 }))).toEqual({ kind: 'rateLimited', retryAfterSeconds: 3600 });
    expect(applyFailureOf(new ApiError('Too many', 429, 'RATE_LIMITED'))).toEqual({ kind: 'rateLimited', retryAfterSeconds: undefined });
    expect(applyFailureOf(new ApiError('bad data', 422, 'PROCESSING_ERROR'))).toBeUndefined();
    expect(applyFailureOf(new Error('boom'))).toBeUndefined();
  });

  it('could not send: says so, what to do and the support phone, in Spanish', () => {
    renderAt(<ApplyFailureMessage failure={{ kind: 'sendFailed' }} />, '/apply', undefined, 'es');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No se pudo enviar el código de un solo uso');
    expect(alert.textContent).toContain('Revise el número de teléfono e inténtelo de nuevo');
    expect(screen.getByRole('complementary', { name: '¿Necesita ayuda?' })).toBeTruthy();
    expect(document.activeElement).toBe(alert);
  });

  it('too many tries: says when to try again', () => {
    renderAt(<ApplyFailureMessage failure={{ kind: 'rateLimited', retryAfterSeconds: 3600 }} />, '/apply');
    expect(screen.getByRole('alert').textContent).toContain('Please try again in 60 minutes.');
  });

  it('too many tries for one minute or without a time', () => {
    const { unmount } = renderAt(<ApplyFailureMessage failure={{ kind: 'rateLimited', retryAfterSeconds: 20 }} />, '/apply');
    expect(screen.getByRole('alert').textContent).toContain('Please try again in 1 minute.');
    unmount();
    renderAt(<ApplyFailureMessage failure={{ kind: 'rateLimited', retryAfterSeconds: undefined }} />, '/apply');
    expect(screen.getByRole('alert').textContent).toContain('Please try again later.');
  });
});
