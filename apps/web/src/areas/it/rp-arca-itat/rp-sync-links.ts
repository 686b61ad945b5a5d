import type { NavLink } from '../../../shared/area';

/** The Reply area's screens, linked from its sync screens. */
export function rpLinks(orgId: string, current: 'all' | 'chosen'): NavLink[] {
  const links = [
    current === 'all'
      ? { label: 'Sync selected accounts', path: '/{orgId}/rp/sync1' }
      : { label: 'Sync all accounts', path: '/{orgId}/rp/sync' },
    { label: 'Import Reply accounts', path: '/{orgId}/rp/import' },
    { label: 'Reply proceedings', path: '/{orgId}/it/rpproceeding' },
    { label: 'Reply notices', path: '/{orgId}/it/rpnotices' },
    { label: 'Request batches', path: '/{orgId}/tds/rpbatch' },
  ];
  return links.map((l) => ({ ...l, key: l.path, href: l.path.replace('{orgId}', orgId) }));
}
