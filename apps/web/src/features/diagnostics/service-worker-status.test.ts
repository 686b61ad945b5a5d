import { describe, expect, it } from 'vitest';
import { describeServiceWorker } from './service-worker-status';

const none = { supported: true, registered: false, controlling: false, waiting: false, installing: false };

describe('describeServiceWorker', () => {
  it('says what the browser has', () => {
    expect(describeServiceWorker({ ...none, supported: false })).toBe('Not supported by this browser');
    expect(describeServiceWorker(none)).toBe('Not registered');
    expect(describeServiceWorker({ ...none, registered: true })).toBe(
      'Registered, not controlling this page',
    );
    expect(describeServiceWorker({ ...none, registered: true, controlling: true, waiting: true })).toBe(
      'Active, controls this page; an update is waiting',
    );
  });
});
