export const PROCEEDING_STATUS = { O: 'Open', C: 'Closed' } as const;
/** Where a closed proceeding's closure date comes from: the portal leaves it blank on some. */
export const CLOSURE_DATE_FROM = {
  portal: 'Portal',
  seen: 'Found closed by a sync',
  timeline: 'Last event of its timeline',
} as const;
export const PROCEEDING_FLAG = { FYA: 'For your action', FYI: 'For your information' } as const;
