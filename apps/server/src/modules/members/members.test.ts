import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
const ORG = 'MEMB01';
const people: Record<Role, { token: string; userId: string; email: string }> = {} as never;

beforeAll(async () => {
  s = await createTestServer();
  for (const role of ['owner', 'admin', 'member', 'viewer'] as const)
    people[role] = await s.memberOf(ORG, role);
});
afterAll(() => s.close());

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) {
  return s.app.inject({ method, url, headers: { authtoken: token }, payload });
}

describe('members list', () => {
  it('shows every member to every role, invitations only to owners and admins', async () => {
    for (const role of ['owner', 'admin', 'member', 'viewer'] as const) {
      const res = await call('GET', `/api/o/${ORG}/members`, people[role].token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.members.map((m: { role: string }) => m.role).sort()).toEqual([
        'admin',
        'member',
        'owner',
        'viewer',
      ]);
      expect(data.role).toBe(role);
      expect(data.canManage).toBe(role === 'owner' || role === 'admin');
    }
  });

  it('is not found for someone outside the organisation', async () => {
    const outsider = await s.memberOf('OTHR01');
    expect((await call('GET', `/api/o/${ORG}/members`, outsider.token)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `/api/o/${ORG}/members` })).statusCode).toBe(401);
  });
});

describe('changing roles', () => {
  it('lets owners and admins change roles, not members or viewers', async () => {
    const target = await s.memberOf(ORG, 'viewer');
    const url = `/api/o/${ORG}/members/${target.userId}`;
    expect((await call('PATCH', url, people.viewer.token, { role: 'member' })).statusCode).toBe(403);
    expect((await call('PATCH', url, people.member.token, { role: 'member' })).statusCode).toBe(403);
    const byAdmin = await call('PATCH', url, people.admin.token, { role: 'member' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.role).toBe('member');
    expect((await call('PATCH', url, people.owner.token, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('PATCH', url, people.owner.token, { role: 'boss' })).statusCode).toBe(400);
  });

  it('keeps the owner role for owners to give and take', async () => {
    const target = await s.memberOf(ORG, 'member');
    const url = `/api/o/${ORG}/members/${target.userId}`;
    const denied = await call('PATCH', url, people.admin.token, { role: 'owner' });
    expect(denied.statusCode).toBe(403);
    expect((await call('PATCH', url, people.owner.token, { role: 'owner' })).statusCode).toBe(200);
    expect((await call('PATCH', url, people.admin.token, { role: 'viewer' })).statusCode).toBe(403);
    expect((await call('PATCH', url, people.owner.token, { role: 'member' })).statusCode).toBe(200);
  });

  it('answers 404 for someone who is not a member', async () => {
    const url = `/api/o/${ORG}/members/00000000-0000-4000-8000-000000000000`;
    expect((await call('PATCH', url, people.owner.token, { role: 'member' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/o/${ORG}/members/not-a-uuid`, people.owner.token, { role: 'member' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the last owner', () => {
  it('cannot be demoted or removed, by themselves or anyone', async () => {
    const org = 'LAST01';
    const owner = await s.memberOf(org, 'owner');
    const admin = await s.memberOf(org, 'admin');
    const url = `/api/o/${org}/members/${owner.userId}`;
    const demote = await call('PATCH', url, owner.token, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/at least one owner/);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(409);
    expect((await call('DELETE', url, admin.token)).statusCode).toBe(403);

    // With a second owner the first may step down, and then the second is the last.
    const second = await s.memberOf(org, 'member');
    expect(
      (await call('PATCH', `/api/o/${org}/members/${second.userId}`, owner.token, { role: 'owner' }))
        .statusCode,
    ).toBe(200);
    expect((await call('PATCH', url, owner.token, { role: 'admin' })).statusCode).toBe(200);
    const last = await call('DELETE', `/api/o/${org}/members/${second.userId}`, second.token);
    expect(last.statusCode).toBe(409);
    const members = (await call('GET', `/api/o/${org}/members`, second.token)).json().data.members;
    expect(members.filter((m: { role: string }) => m.role === 'owner')).toHaveLength(1);
  });
});

describe('removing members', () => {
  it('lets owners and admins remove, members leave, and refuses viewers', async () => {
    const a = await s.memberOf(ORG, 'member');
    const b = await s.memberOf(ORG, 'viewer');
    expect((await call('DELETE', `/api/o/${ORG}/members/${a.userId}`, people.viewer.token)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/o/${ORG}/members/${b.userId}`, people.member.token)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/o/${ORG}/members/${b.userId}`, b.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/o/${ORG}/members/${b.userId}`, people.admin.token)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/api/o/${ORG}/members/${a.userId}`, a.token)).statusCode).toBe(200);
    // Gone: their next call to the organisation is not found.
    expect((await call('GET', `/api/o/${ORG}/members`, a.token)).statusCode).toBe(404);
    const owner2 = await s.memberOf(ORG, 'owner');
    expect(
      (await call('DELETE', `/api/o/${ORG}/members/${owner2.userId}`, people.admin.token)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/o/${ORG}/members/${owner2.userId}`, people.owner.token)).statusCode,
    ).toBe(200);
  });
});
