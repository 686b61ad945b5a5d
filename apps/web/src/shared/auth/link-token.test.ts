import { describe, expect, it } from 'vitest';
import { linkTokenOf } from './link-token';

describe('linkTokenOf', () => {
  it('reads the token of an email link fragment, decoded', () => {
    expect(linkTokenOf('#token=abc%2Bdef')).toBe('abc+def');
    expect(linkTokenOf('token=xyz&other=1')).toBe('xyz');
  });

  it('is null without a token', () => {
    expect(linkTokenOf('')).toBeNull();
    expect(linkTokenOf('#token=')).toBeNull();
    expect(linkTokenOf('#code=abc')).toBeNull();
  });
});
