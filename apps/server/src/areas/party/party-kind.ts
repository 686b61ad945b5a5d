import type { ResourceDef } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { IdCheck } from '../../lib/sync/sync-portal';

/** What a public service answered about one party id: its fields (the record's names), or nothing. */
export type PartyAnswer =
  { found: true; data: Record<string, unknown>; raw?: unknown } | { found: false; message: string };

/** A captcha the service shows before it answers, and what to send back with its answer. */
type PartyCaptcha = { image: Buffer; mimeType: string; state: Record<string, unknown> };

/**
 * One kind of party lookup (GSTIN, PAN, TAN, Udyam). `ask` starts a lookup: the answer at once
 * (services without a captcha), or a captcha; `answer` finishes it — `'captcha_wrong'` means ask
 * again with a fresh captcha.
 */
export type PartyKind = {
  key: 'gstparty' | 'tanparty' | 'panparty' | 'msmeparty';
  def: ResourceDef;
  check: IdCheck;
  /** Fields whose change since the last lookup is worth telling (status, classification, name). */
  watched: readonly string[];
  baseUrl(app: AppContext): string;
  /** The platform's master copy of this id, when there is one younger than `maxAgeMs`. */
  fromMaster?(app: AppContext, id: string, maxAgeMs: number): Promise<PartyAnswer | null>;
  ask(baseUrl: string, id: string): Promise<PartyAnswer | PartyCaptcha>;
  answer(
    baseUrl: string,
    id: string,
    state: Record<string, unknown>,
    captcha: string,
  ): Promise<PartyAnswer | 'captcha_wrong'>;
  /** More the record needs whichever way the details came (GSTIN: the filing history). */
  complete?(
    baseUrl: string,
    id: string,
    data: Record<string, unknown>,
    today: string,
  ): Promise<Record<string, unknown>>;
};

export function isCaptcha(step: PartyAnswer | PartyCaptcha): step is PartyCaptcha {
  return 'image' in step;
}
