/**
 * The portals of this module's syncs (Reply logins, the ARCA login, ITAT case status), named as
 * their batches and runs are: the sync engine (lib/sync) runs them.
 */
export type RunPortal = 'rp' | 'arca' | 'itat';

export const RUN_PORTALS: Readonly<Record<RunPortal, { accountType: string; queue: string; label: string }>> =
  {
    rp: { accountType: 'rpAccount', queue: 'rp-sync-account', label: 'Reply accounts' },
    arca: { accountType: 'arcaAccount', queue: 'arca-sync-account', label: 'ARCA login' },
    // An ITAT run is a PAN's: its name comes from the client's income-tax account.
    itat: { accountType: 'itAccount', queue: 'itat-sync-pan', label: 'ITAT case status' },
  };
