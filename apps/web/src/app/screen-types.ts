import type { ComponentType } from 'react';

/**
 * A screen is registered against its catalogue path (routes.tsv, e.g. `/{orgId}/it/proceeding`)
 * and loaded on demand: one chunk per route.
 */
export type ScreenProps = {
  /** The organisation id from the URL (absent for /login, /signup, /test1313). */
  orgId: string;
  /** Route params by their catalogue names, e.g. `{ proceedingReqId: '...' }`. */
  params: Readonly<Record<string, string>>;
};

export type ScreenModule = { default: ComponentType<ScreenProps> };
export type ScreenLoader = () => Promise<ScreenModule>;

/** Catalogue path → loader. Each area exports one of these; the route tree is built from them. */
export type ScreenTable = Readonly<Partial<Record<string, ScreenLoader>>>;
