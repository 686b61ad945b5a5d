import type { Envelope } from '@taxdesk/domain';

export function ok<T>(data: T, notice?: string): Envelope<T> {
  return notice ? { success: true, message: notice, show: true, data } : { success: true, data };
}
