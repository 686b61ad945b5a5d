import type { SignInRequest } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { pruneAnswered, questionLabel, queueView, waitText } from './queue-advance';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const item = (id: string, minute: number, over: Partial<SignInRequest> = {}): SignInRequest => ({
  id,
  portal: 'gst',
  accountKey: `27AAAPA${id}Z5`,
  accountName: null,
  kind: 'captcha',
  prompt: null,
  imagePath: `/o/DEMO01/sign-in-queue/${id}/image`,
  attempts: 0,
  createdAt: new Date(NOW - (60 - minute) * 60_000).toISOString(),
  expiresAt: new Date(NOW + 10 * 60_000).toISOString(),
  ...over,
});

describe('sign-in queue', () => {
  it('shows the oldest question first and the one after it next', () => {
    const view = queueView([item('b', 5), item('a', 1), item('c', 9)], new Set(), NOW);
    expect(view.current?.id).toBe('a');
    expect(view.next?.id).toBe('b');
    expect(view.remaining).toBe(3);
  });

  it('moves on at once after an answer, before the server drops it', () => {
    const items = [item('a', 1), item('b', 5)];
    const view = queueView(items, new Set(['a']), NOW);
    expect(view.current?.id).toBe('b');
    expect(view.next).toBeNull();
    expect(view.remaining).toBe(1);
  });

  it('is empty when every question is answered or expired', () => {
    const expired = item('x', 1, { expiresAt: new Date(NOW - 1000).toISOString() });
    const view = queueView([expired, item('a', 2)], new Set(['a']), NOW);
    expect(view).toEqual({ current: null, next: null, remaining: 0 });
  });

  it('offers a wrong captcha again as the new question for the same account', () => {
    const retry = item('a2', 7, { accountKey: item('a', 1).accountKey, attempts: 1 });
    const view = queueView([item('b', 5), retry], new Set(['a']), NOW);
    expect(view.current?.id).toBe('b');
    expect(view.next?.id).toBe('a2');
  });

  it('forgets answers once the server no longer lists them', () => {
    expect([...pruneAnswered(new Set(['a', 'b']), [item('b', 5)])]).toEqual(['b']);
  });

  it('labels the input with the question and its account', () => {
    expect(questionLabel(item('a', 1, { accountName: 'Asha Traders' }))).toBe(
      'Captcha for 27AAAPAaZ5 (Asha Traders)',
    );
    expect(questionLabel(item('a', 1, { kind: 'otp' }))).toBe('OTP for 27AAAPAaZ5');
  });

  it('words the wait', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(15)).toBe('15 minutes');
    expect(waitText(120)).toBe('2 hours');
  });
});
