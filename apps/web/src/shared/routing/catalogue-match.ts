import { isOrgId } from '@taxdesk/domain';

/**
 * Which catalogue path an in-app path (`/DEMO01/it/proceeding/P1`) belongs to, the way the router
 * ranks routes: at the first segment where two candidates differ, a fixed segment beats a
 * parameter. Fixed segments compare without case (the router is case-insensitive).
 */
export function matchCatalogue<T extends { path: string }>(
  appPath: string,
  routes: readonly T[],
): { route: T; params: Record<string, string> } | null {
  const segments = appPath.split('?')[0]!.split('/').filter(Boolean);
  let best: { route: T; params: Record<string, string>; rank: number[] } | null = null;
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const rank: number[] = [];
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const part = pattern[i]!;
      const segment = segments[i]!;
      const param = /^\{(.+)\}$/.exec(part)?.[1];
      if (param) {
        const value = safeDecode(segment);
        ok = param !== 'orgId' || isOrgId(value);
        params[param] = value;
        rank.push(0);
      } else {
        ok = part.toLowerCase() === segment.toLowerCase();
        rank.push(1);
      }
    }
    if (ok && (!best || outranks(rank, best.rank))) best = { route, params, rank };
  }
  return best && { route: best.route, params: best.params };
}

function outranks(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
