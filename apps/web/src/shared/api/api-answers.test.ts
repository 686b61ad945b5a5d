import { DEFAULT_TOAST_MS } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { noticeForAnswer } from './api-notice';
import { authRedirectFor } from './auth-redirect';

describe('noticeForAnswer', () => {
  it('shows a failure with the body message, timed by its words, with a progress line', () => {
    expect(
      noticeForAnswer({
        ok: false,
        body: { success: false, message: "You don't have access" },
        errorMessage: '403 Forbidden',
        quiet: false,
      }),
    ).toEqual({ message: "You don't have access", tone: 'negative', durationMs: 2100, withProgress: true });
  });

  it("falls back to the error's own message when the body has none", () => {
    expect(
      noticeForAnswer({ ok: false, body: null, errorMessage: 'Failed to fetch', quiet: false }),
    ).toMatchObject({
      message: 'Failed to fetch',
      tone: 'negative',
      durationMs: 2100,
    });
    expect(
      noticeForAnswer({
        ok: false,
        body: { success: false, message: '' },
        errorMessage: '500 Internal Server Error',
        quiet: false,
      })?.message,
    ).toBe('500 Internal Server Error');
  });

  it('stays silent for a quiet call', () => {
    expect(noticeForAnswer({ ok: false, body: null, errorMessage: 'x', quiet: true })).toBeNull();
  });

  it('shows a success only when the server asks, positive or negative by success', () => {
    expect(noticeForAnswer({ ok: true, body: { success: true, message: 'Saved' } })).toBeNull();
    expect(
      noticeForAnswer({
        ok: true,
        body: { success: true, show: true, message: 'Sync queued for 12 accounts' },
      }),
    ).toEqual({
      message: 'Sync queued for 12 accounts',
      tone: 'positive',
      durationMs: 2800,
      withProgress: true,
    });
    expect(
      noticeForAnswer({
        ok: true,
        body: {
          success: false,
          show: true,
          message: 'Some of the accounts could not be queued because their logins are blocked',
        },
      }),
    ).toMatchObject({ tone: 'negative', durationMs: 4000 });
    expect(noticeForAnswer({ ok: true, body: null })).toBeNull();
  });

  it('keeps the default toast time for notices of the shell itself', () => {
    expect(DEFAULT_TOAST_MS).toBe(5000);
  });
});

describe('authRedirectFor', () => {
  it('sends a 401 to Login, remembering where the user was', () => {
    expect(authRedirectFor(401, '/DEMO01/it/proceeding')).toEqual({
      to: '/login',
      search: { returnTo: '/a/DEMO01/it/proceeding' },
    });
    expect(authRedirectFor(401, '/signup')).toEqual({ to: '/login', search: {} });
  });

  it('leaves a 401 on the login page itself to its notice (wrong password)', () => {
    expect(authRedirectFor(401, '/login')).toBeNull();
  });

  it('sends a 412 to Signup unless already there', () => {
    expect(authRedirectFor(412, '/login')).toEqual({ to: '/signup', search: {} });
    expect(authRedirectFor(412, '/signup')).toBeNull();
  });

  it('keeps where the user was, search included, to come back after Login or Signup', () => {
    expect(authRedirectFor(412, '/AB12CD/user', '?tab=members')).toEqual({
      to: '/signup',
      search: { returnTo: '/a/AB12CD/user?tab=members' },
    });
    expect(authRedirectFor(401, '/DEMO01/it/proceeding', '?proceedingStatus=O')).toEqual({
      to: '/login',
      search: { returnTo: '/a/DEMO01/it/proceeding?proceedingStatus=O' },
    });
  });

  it('does nothing for other statuses', () => {
    for (const status of [0, 400, 403, 404, 429, 500]) expect(authRedirectFor(status, '/DEMO01')).toBeNull();
  });
});
