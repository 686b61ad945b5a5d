import { describe, expect, it } from 'vitest';
import { noticeDuration } from './notice-timing';

describe('noticeDuration', () => {
  it('follows the word-count steps', () => {
    expect(noticeDuration('Saved')).toBe(1800);
    expect(noticeDuration('Saved it')).toBe(1800);
    expect(noticeDuration('Saved it now')).toBe(2100);
    expect(noticeDuration('one two three four')).toBe(2100);
    expect(noticeDuration('one two three four five')).toBe(2800);
    expect(noticeDuration('one two three four five six seven eight')).toBe(2800);
    expect(noticeDuration('one two three four five six seven eight nine')).toBe(4000);
  });
});
