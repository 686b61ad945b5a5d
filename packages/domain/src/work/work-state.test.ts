import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/registry';
import { workState } from './work-list';

describe('workState', () => {
  it("follows the type's done rule and the firm's work status", () => {
    expect(workState(RESOURCES.gstNotice, 'Open', null)).toBe('todo');
    expect(workState(RESOURCES.gstNotice, 'Open', 'in_progress')).toBe('todo');
    expect(workState(RESOURCES.gstNotice, 'Closed', 'open')).toBe('done');
    expect(workState(RESOURCES.gstNotice, 'Open', 'replied')).toBe('done');
    expect(workState(RESOURCES.itNotice, 'C', null)).toBe('done');
  });

  it('gives no state to a type whose dates are history, so they are never overdue', () => {
    expect(workState(RESOURCES.itReturn, null, null)).toBeNull();
    expect(workState(RESOURCES.gstArn, 'Refund disbursed', null)).toBeNull();
  });
});
