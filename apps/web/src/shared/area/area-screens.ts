import type { AreaDef } from '@taxdesk/domain';
import type { ComponentType } from 'react';
import type { ScreenLoader, ScreenTable } from '../../app/screen-types';
import type { AreaScreenRole } from './area-paths';
import type { AreaScreenExtras } from './area-screen-module';
import type { AreaScreenProps } from './area-screen-props';

type BlockLoader = () => Promise<{ default: ComponentType<AreaScreenProps> }>;

/** Each block loads on demand, so every route keeps its own chunk. */
const BLOCKS: Readonly<Record<AreaScreenRole, BlockLoader>> = {
  sync: () => import('./sync-all-screen'),
  syncSelected: () => import('./sync-selected-screen'),
  failed: () => import('./failed-items-screen'),
  loginBlocked: () => import('./login-blocked-screen'),
  settings: () => import('./area-settings-screen'),
};

/**
 * A route's loader for one of the shared blocks, bound to an area (and a portal of it):
 * `'/{orgId}/rp/sync': areaScreen(itArea, 'sync', { portal: 'rp' })`.
 */
export function areaScreen(area: AreaDef, role: AreaScreenRole, extras: AreaScreenExtras = {}): ScreenLoader {
  return () =>
    Promise.all([BLOCKS[role](), import('./area-screen-module')]).then(([block, m]) =>
      m.areaScreenModule(block.default, area, extras),
    );
}

/**
 * The area's generic screens by catalogue path: its sync screens, settings, account imports,
 * dashboard, account page and timelines.
 */
export function areaScreens(area: AreaDef): ScreenTable {
  const table: Record<string, ScreenLoader> = {};
  for (const role of Object.keys(BLOCKS) as AreaScreenRole[]) {
    const path = area.screens[role];
    if (path) table[path] = areaScreen(area, role);
  }
  for (const [path, kind] of Object.entries(area.screens.imports ?? {}))
    table[path] = () => import('./area-import-screen').then((m) => m.areaImportModule(area, path, kind));
  // An area with breakdowns has the generic dashboard as its home (income tax keeps its own).
  if (area.breakdowns)
    table[area.screens.home] = () =>
      import('./dashboard/area-dashboard-screen').then((m) => m.areaDashboardModule(area));
  const { accountPage } = area.screens;
  if (accountPage)
    table[accountPage] = () =>
      import('./account-page/account-page-screen').then((m) => m.accountPageModule(area));
  for (const path of Object.keys(area.screens.timelines ?? {}))
    table[path] = () =>
      import('../timeline/area-timeline-screen').then((m) => m.areaTimelineModule(area, path));
  return table;
}
