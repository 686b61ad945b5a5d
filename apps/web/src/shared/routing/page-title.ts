import type { CatalogueRoute } from '@taxdesk/domain';
import { matchCatalogue } from './catalogue-match';

const PRODUCT_NAME = 'TaxDesk';
export const NOT_FOUND_TITLE = 'Page Not Found';

/** `Proceedings` → `Proceedings | TaxDesk` (SPEC §1). */
export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

/** The screen title of an in-app path among the registered screens; the not-found title otherwise. */
export function screenTitleOf(appPath: string, registered: readonly CatalogueRoute[]): string {
  if (appPath === '/' || appPath === '')
    return registered.find((r) => r.path === '/login')?.title ?? NOT_FOUND_TITLE;
  return matchCatalogue(appPath, registered)?.route.title ?? NOT_FOUND_TITLE;
}
