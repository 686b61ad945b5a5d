import type { ResourceType } from '@taxdesk/domain';
import type { ScreenLoader } from '../../app/screen-types';
import type { ListOptions } from './record-screen-components';

/**
 * Screen-table entries for record types that need nothing beyond the generic pages:
 * `'/{orgId}/it/returns': recordListScreen('itReturn')`. The pages load on demand, like any screen.
 */
export function recordListScreen(type: ResourceType, options: ListOptions = {}): ScreenLoader {
  return () => import('./record-screen-components').then((m) => m.listScreenModule(type, options));
}

export function recordDetailScreen(type: ResourceType): ScreenLoader {
  return () => import('./record-screen-components').then((m) => m.detailScreenModule(type));
}
