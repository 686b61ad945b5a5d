import type { AreaHeader } from '@taxdesk/domain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The catalogue path (routes.tsv) this route serves. */
    cataloguePath?: string;
    /** Which area header the shell shows; `none` hides header and footer. */
    header?: AreaHeader;
  }
}

export {};
