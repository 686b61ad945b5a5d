import { sql } from 'drizzle-orm';
import { checkGstin, checkTan, type PopulationKind } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/tenant';
import { searchTaxpayer, type LookupResult } from './gst-public-client';
import type { LookupOptions } from './lookup-http';
import { searchTan } from './tan-public-client';

type IdentifierCheck = { ok: true; value: string; warning?: string } | { ok: false; reason: string };

/** What differs between populating GSTINs and TANs: checks, the lookup, and the master table. */
export type PopulationKindDef = {
  label: string;
  /** Loosely what the identifier looks like, to find it among other cells of a line. */
  shape: RegExp;
  check(raw: string): IdentifierCheck;
  lookup(ctx: AppContext, id: string, options?: LookupOptions): Promise<LookupResult>;
  store(tx: Tx, id: string, data: Record<string, unknown>): Promise<void>;
};

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Where the GSTIN search is: its own setting (GST_PUBLIC_URL); the TAN search has TAN_SEARCH_URL. */
function gstPublicUrl(ctx: AppContext): string {
  return ctx.portals.gstPublic;
}

export const POPULATION: Readonly<Record<PopulationKind, PopulationKindDef>> = {
  gstin: {
    label: 'GSTIN',
    shape: /^[0-9]{2}[A-Z0-9]{13}$/,
    check: checkGstin,
    lookup: (ctx, gstin, options) => searchTaxpayer(gstPublicUrl(ctx), gstin, options),
    async store(tx, gstin, data) {
      await tx.execute(sql`
        INSERT INTO gstin_master (gstin, legal_name, trade_name, status, state_code, data, fetched_at)
        VALUES (${gstin}, ${text(data.lgnm)}, ${text(data.tradeNam)}, ${text(data.sts)}, ${gstin.slice(0, 2)},
                ${JSON.stringify(data)}::jsonb, now())
        ON CONFLICT (gstin) DO UPDATE SET legal_name = excluded.legal_name, trade_name = excluded.trade_name,
          status = excluded.status, data = excluded.data, fetched_at = excluded.fetched_at`);
    },
  },
  tan: {
    label: 'TAN',
    shape: /^[A-Z]{4}[0-9]{5}[A-Z]$/,
    check: checkTan,
    lookup: (ctx, tan, options) => searchTan(ctx.portals.tanSearch, tan, options),
    async store(tx, tan, data) {
      await tx.execute(sql`
        INSERT INTO tan_master (tan, name, category, status, data, fetched_at)
        VALUES (${tan}, ${text(data.deductorName)}, ${text(data.deductorCategory)}, ${text(data.tanStatus)},
                ${JSON.stringify(data)}::jsonb, now())
        ON CONFLICT (tan) DO UPDATE SET name = excluded.name, category = excluded.category,
          status = excluded.status, data = excluded.data, fetched_at = excluded.fetched_at`);
    },
  },
};
