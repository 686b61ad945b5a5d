import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not repeat a request the server refused', () => {
    for (const status of [400, 401, 403, 404, 412, 429])
      expect(shouldRetry(0, new ApiError('x', status, null))).toBe(false);
  });

  it('tries once more after a server or network failure', () => {
    expect(shouldRetry(0, new ApiError('x', 500, null))).toBe(true);
    expect(shouldRetry(0, new ApiError('offline', 0, null))).toBe(true);
    expect(shouldRetry(1, new ApiError('x', 503, null))).toBe(false);
  });
});
