import { describe, expect, it } from 'vitest';
import { canManageMembers, removalRefusal, roleChangeRefusal } from './member-rules';

describe('member rules', () => {
  it('lets owners and admins manage, not members or viewers', () => {
    expect(canManageMembers('owner')).toBe(true);
    expect(canManageMembers('admin')).toBe(true);
    expect(canManageMembers('member')).toBe(false);
    expect(canManageMembers('viewer')).toBe(false);
  });

  it('keeps the owner role in owners’ hands', () => {
    expect(roleChangeRefusal('owner', 'member', 'owner')).toBeNull();
    expect(roleChangeRefusal('owner', 'owner', 'viewer')).toBeNull();
    expect(roleChangeRefusal('admin', 'member', 'admin')).toBeNull();
    expect(roleChangeRefusal('admin', null, 'viewer')).toBeNull();
    expect(roleChangeRefusal('admin', null, 'owner')).toMatch(/Only an owner/);
    expect(roleChangeRefusal('admin', 'owner', 'member')).toMatch(/Only an owner/);
    expect(roleChangeRefusal('member', 'viewer', 'member')).toMatch(/owners and admins/);
    expect(roleChangeRefusal('viewer', null, 'viewer')).toMatch(/owners and admins/);
  });

  it('lets admins remove anyone but owners', () => {
    expect(removalRefusal('owner', 'owner')).toBeNull();
    expect(removalRefusal('admin', 'admin')).toBeNull();
    expect(removalRefusal('admin', 'owner')).toMatch(/Only an owner/);
    expect(removalRefusal('member', 'viewer')).toMatch(/owners and admins/);
  });
});
