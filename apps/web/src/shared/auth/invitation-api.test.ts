import { describe, expect, it } from 'vitest';
import {
  forgetInvitation,
  invitationIn,
  pendingInvitation,
  takeInvitationFromAddress,
} from './invitation-api';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

describe('invitationIn', () => {
  it('finds the invitation in the fragment the emails use, or in an older link query', () => {
    expect(invitationIn('/a/ab12cd/user', '', '#invite=t%2Bk')).toEqual({ orgId: 'AB12CD', token: 't+k' });
    expect(invitationIn('/a/AB12CD/user', '?x=1&invite=tok', '')).toEqual({ orgId: 'AB12CD', token: 'tok' });
    expect(invitationIn('/a/AB12CD/it', '?invite=tok', '')).toBeNull();
    expect(invitationIn('/a/AB12CD/user', '', '')).toBeNull();
  });
});

describe('takeInvitationFromAddress', () => {
  it('moves the token into session storage and takes it out of the address', () => {
    const storage = memoryStorage();
    const replaced: string[] = [];
    const history = {
      state: { k: 1 },
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)),
    };
    const taken = takeInvitationFromAddress(
      { pathname: '/a/AB12CD/user', search: '?x=1&invite=old', hash: '#invite=new' },
      history,
      storage,
    );
    expect(taken).toEqual({ orgId: 'AB12CD', token: 'new' });
    expect(replaced).toEqual(['/a/AB12CD/user?x=1']);
    expect(pendingInvitation('ab12cd', storage)).toEqual(taken);
    expect(pendingInvitation('ZZ99ZZ', storage)).toBeNull();
    expect(pendingInvitation(undefined, storage)).toEqual(taken);
    forgetInvitation(storage);
    expect(pendingInvitation(undefined, storage)).toBeNull();
  });

  it('leaves an address without an invitation alone', () => {
    const storage = memoryStorage();
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)),
    };
    expect(
      takeInvitationFromAddress(
        { pathname: '/a/AB12CD/it', search: '?invite=x', hash: '' },
        history,
        storage,
      ),
    ).toBeNull();
    expect(replaced).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('reads nothing from damaged storage', () => {
    const storage = memoryStorage();
    storage.setItem('taxdesk.invitation', '{not json');
    expect(pendingInvitation(undefined, storage)).toBeNull();
    storage.setItem('taxdesk.invitation', JSON.stringify({ orgId: 1 }));
    expect(pendingInvitation(undefined, storage)).toBeNull();
  });
});
