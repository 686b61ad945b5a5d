import type { SyncModuleOption } from '@taxdesk/domain';

/**
 * The modules a sync of chosen accounts runs: the user's choice once made, else the area's default
 * modules (its settings), kept to modules the portal offers and in the order a run takes them.
 */
export function effectiveModules(
  offered: readonly SyncModuleOption[],
  defaults: readonly string[],
  chosen: readonly string[] | null,
): string[] {
  const wanted = chosen ?? defaults;
  return offered.map((m) => m.key).filter((k) => wanted.includes(k));
}

/** A checkbox change: the ticked keys in the portal's order, whatever order they were ticked in. */
export function orderedChoice(offered: readonly SyncModuleOption[], ticked: readonly string[]): string[] {
  return offered.map((m) => m.key).filter((k) => ticked.includes(k));
}

/** Why a start cannot go yet, or null when it can. */
export function startBlocker(accounts: number, modules: number, canSync: boolean): string | null {
  if (!canSync) return 'Viewers cannot start a sync';
  if (accounts === 0) return 'Choose at least one account.';
  if (modules === 0) return 'Choose at least one module.';
  return null;
}
