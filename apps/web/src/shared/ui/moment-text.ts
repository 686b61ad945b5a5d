import { formatDateOfMoment, formatDateTime } from '@taxdesk/domain';

/**
 * When something happened, as India's clocks read it (`05-Mar-2026 14:30`), like every other time
 * the app shows: a partner abroad and the firm's office see the same time for the same sync run.
 */
export function momentText(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}

/** The day in India something happened, `05-Mar-2026`. */
export function momentDayText(iso: string | null | undefined): string {
  return iso ? formatDateOfMoment(iso) : '—';
}
