import { describe, expect, it } from 'vitest';
import { attemptsLeftIn } from './portal-error';

/** The tries left, read from a portal's refusal in the words the portals (and the sandbox) use. */
describe('attemptsLeftIn', () => {
  it('reads the count where the refusal states it, and nothing where it does not', () => {
    expect(
      attemptsLeftIn('Invalid Username or Password. Please try again. You have 3 attempt(s) remaining.'),
    ).toBe(3);
    expect(attemptsLeftIn('Invalid Password, Please retry. You have 1 attempt(s) left.')).toBe(1);
    expect(attemptsLeftIn('You have 2 more attempts left')).toBe(2);
    expect(attemptsLeftIn('Invalid Username or Password. Please try again.')).toBeUndefined();
    expect(attemptsLeftIn('Account locked after 5 attempts')).toBeUndefined();
  });
});
