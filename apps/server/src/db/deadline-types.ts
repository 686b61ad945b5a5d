import { RECORD_DEADLINE_SOURCES } from '@taxdesk/domain';

/**
 * The record types with a deadline mapping, as an SQL list: the partial index
 * `records_dates_pending` is on exactly this text, so a query must use it for the planner to.
 * A type added to the mapping changes it, and needs a migration recreating the index.
 */
export const DEADLINE_TYPES_SQL = Object.keys(RECORD_DEADLINE_SOURCES)
  .sort()
  .map((t) => `'${t}'`)
  .join(', ');
