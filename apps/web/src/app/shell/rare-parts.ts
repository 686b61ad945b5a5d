import type { ComponentType } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { whenIdle } from '../../shared/browser/when-idle';

/**
 * Parts of the shell that are seldom shown (a screen's error, the no-access notice) and bring
 * Mantine components the first load does not otherwise need. They stay out of it and are fetched
 * once the app has started, so they are ready by the time one is shown. Once fetched they render
 * at once, not through React.lazy: a suspended part is revealed up to 300 ms late, and the
 * no-access notice is up for only 300 ms.
 */
type RareParts = {
  PageErrorAlert: ComponentType<ErrorComponentProps>;
  NoAccessNotice: ComponentType;
};

let loaded: RareParts | null = null;
let loading: Promise<RareParts> | null = null;

export function loadRareParts(): Promise<RareParts> {
  loading ??= Promise.all([import('./page-error-alert'), import('../guard/no-access-notice')]).then(
    ([error, notice]) =>
      (loaded = { PageErrorAlert: error.PageErrorAlert, NoAccessNotice: notice.NoAccessNotice }),
    (err: unknown) => {
      // A failed fetch (offline, a new release's files) is tried again next time.
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The parts, once fetched. */
export function rareParts(): RareParts | null {
  return loaded;
}

export function preloadRareParts(): void {
  whenIdle(() => void loadRareParts().catch(() => undefined));
}
