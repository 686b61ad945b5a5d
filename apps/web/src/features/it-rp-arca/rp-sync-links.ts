/** The Reply area's screens, linked from its sync screens. */
export function rpLinks(orgId: string, current: 'all' | 'chosen') {
  return [
    current === 'all'
      ? { label: 'Sync selected accounts', to: `/${orgId}/rp/sync1` }
      : { label: 'Sync all accounts', to: `/${orgId}/rp/sync` },
    { label: 'Import Reply accounts', to: `/${orgId}/rp/import` },
    { label: 'Reply proceedings', to: `/${orgId}/it/rpproceeding` },
    { label: 'Reply notices', to: `/${orgId}/it/rpnotices` },
    { label: 'Request batches', to: `/${orgId}/tds/rpbatch` },
  ];
}
