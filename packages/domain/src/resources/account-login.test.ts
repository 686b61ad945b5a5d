import { describe, expect, it } from 'vitest';
import { LOGIN_FIELDS } from './account-login';
import { defineResource, type FieldDef } from './define';
import { RESOURCES, RESOURCE_TYPES } from './registry';

const field = (key: string): FieldDef => ({ key, label: key, kind: 'text' });

describe('the login block of an account type', () => {
  it('puts the login fields after the field named and makes the type its own account', () => {
    const def = defineResource({
      type: 'demoAccount',
      feature: null,
      label: 'Demo Account',
      plural: 'Demo Accounts',
      keyFields: ['userName'],
      login: { after: 'name' },
      titleField: 'name',
      defaultSort: { field: 'userName', dir: 'asc' },
      fields: [{ ...field('userName'), column: 'accountKey' }, field('name'), field('clientNo')],
    });
    expect(def.fields.map((f) => f.key)).toEqual([
      'userName',
      'name',
      'loginStatus',
      'loginReason',
      'loginAttemptsLeft',
      'lastSyncedAt',
      'clientNo',
    ]);
    expect(def).toMatchObject({ accountField: 'userName', accountType: 'demoAccount' });
    expect(def).not.toHaveProperty('login');
  });

  it('refuses a definition whose login follows no field', () => {
    expect(() =>
      defineResource({
        type: 'demoAccount',
        feature: null,
        label: 'Demo Account',
        plural: 'Demo Accounts',
        keyFields: ['userName'],
        login: { after: 'nothing' },
        titleField: 'userName',
        defaultSort: { field: 'userName', dir: 'asc' },
        fields: [{ ...field('userName'), column: 'accountKey' }],
      }),
    ).toThrow(/no field nothing/);
  });

  it('is what every account type shows of its login', () => {
    const accounts = RESOURCE_TYPES.filter((t) => fieldOf(t, 'loginStatus'));
    expect(accounts.length).toBeGreaterThanOrEqual(7);
    for (const type of accounts) {
      const def = RESOURCES[type];
      const at = def.fields.findIndex((f) => f.key === 'loginStatus');
      expect(def.fields.slice(at, at + LOGIN_FIELDS.length), type).toEqual(LOGIN_FIELDS);
      expect(def.accountType, type).toBe(type);
      expect(def.accountField, type).toBe(def.keyFields[0]);
    }
  });
});

function fieldOf(type: (typeof RESOURCE_TYPES)[number], key: string): boolean {
  return RESOURCES[type].fields.some((f) => f.key === key);
}
