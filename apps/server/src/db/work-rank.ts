import { WORK_STATUS } from '@taxdesk/domain';

/**
 * A record's work status as its place in the workflow (open 1, in progress 2, replied 3, closed 4),
 * so a list sorted by status reads in that order. The index `records_work_rank` is on exactly this
 * expression: a query must use this text for the planner to use it.
 */
export const WORK_RANK_SQL = `(array_position(ARRAY[${Object.keys(WORK_STATUS)
  .map((s) => `'${s}'`)
  .join(',')}]::text[], work_status))`;
