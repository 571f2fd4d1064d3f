import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, requestFailedError, timeoutError } from '../../../src/api/errors';

describe('apiErrorFromBody (SPEC section 8)', () => {
  it('reads status_code, message, error_code and details from the error object', () => {
    const body = JSON.stringify({ error: { message: 'Bad input', status_code: 400, error_code: 'VALIDATION_ERROR', details: [{ field: 'amount' }] } });
    const error = apiErrorFromBody(400, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Bad input');
    expect(error.status_code).toBe(400);
    expect(error.error_code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual([{ field: 'amount' }]);
  });

  it('falls back to "Request failed", UNKNOWN_ERROR, null details and the HTTP status', () => {
    const error = apiErrorFromBody(503, JSON.stringify({ something: 'else' }));
    expect(error.message).toBe('Request failed');
    expect(error.error_code).toBe('UNKNOWN_ERROR');
    expect(error.details).toBeNull();
    expect(error.status_code).toBe(503);
  });

  it('uses the fallbacks field by field', () => {
    const error = apiErrorFromBody(401, JSON.stringify({ error: { error_code: 'SESSION_EXPIRED' } }));
    expect(error.message).toBe('Request failed');
    expect(error.error_code).toBe('SESSION_EXPIRED');
    expect(error.status_code).toBe(401);
  });

  it('turns an unparseable body into "Unknown error" with status 500', () => {
    const error = apiErrorFromBody(502, '<html>Bad gateway</html>');
    expect(error.message).toBe('Unknown error');
    expect(error.status_code).toBe(500);
    expect(error.error_code).toBe('UNKNOWN_ERROR');
    expect(error.details).toBeNull();
  });

  it('names the generic client errors with method and url', () => {
    expect(timeoutError('GET', 'application').message).toBe('Request timed out: GET application');
    expect(requestFailedError(418, 'POST', 'apply').message).toBe('Request failed with status code 418: POST apply');
  });
});
