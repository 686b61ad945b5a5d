import { describe, expect, it } from 'vitest';
import { invitationIn } from './invitation-api';

describe('invitationIn', () => {
  it('finds the invitation a return path carries', () => {
    expect(invitationIn('/a/ab12cd/user?invite=t%2Bk')).toEqual({ orgId: 'AB12CD', token: 't+k' });
    expect(invitationIn('/a/AB12CD/user?x=1&invite=tok')).toEqual({ orgId: 'AB12CD', token: 'tok' });
    expect(invitationIn('/a/AB12CD/it?invite=tok')).toBeNull();
    expect(invitationIn(null)).toBeNull();
  });
});
