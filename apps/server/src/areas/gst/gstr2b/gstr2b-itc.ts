import type { Gstr2bDocument, Gstr2bItcDetail, Gstr2bItcSummary } from '@taxdesk/domain';
import { Money } from './gstr2b-json';
import { addTo, noPaise, samePaise, toRupees, type Paise } from './gstr2b-money';

/** Where the portal counts a document in `itcsumm`: part, group, section. */
type ItcPlace = { part: string; group: string; section: string };

/**
 * The portal's own bucketing, read off its files (every real download we hold adds up this way):
 * rejected in IMS → `itcRejected`; else `itcavl` or `itcunavl` by the document's flag. Invoices and
 * debit notes go to `revsup` (reverse charge) or `nonrevsup`; credit notes — ISD ones included — to
 * `othersup` (`cdnrrev` when on reverse charge); ISD invoices to `isdsup`; bills of entry to `imports`
 * (`impga`/`impgasez` when amended).
 */
function itcPlace(d: Gstr2bDocument): ItcPlace {
  const part = d.imsStatus === 'rejected' ? 'itcRejected' : d.itcAvailable ? 'itcavl' : 'itcunavl';
  if (d.docType === 'bill_of_entry')
    return {
      part,
      group: 'imports',
      section: d.amended ? `${d.section.replace('impg', 'impga')}` : d.section,
    };
  if (d.docType === 'credit_note')
    return { part, group: 'othersup', section: d.reverseCharge ? `${d.section}rev` : d.section };
  if (d.docType === 'isd_credit') return { part, group: 'isdsup', section: d.section };
  return { part, group: d.reverseCharge ? 'revsup' : 'nonrevsup', section: d.section };
}

type Buckets = Map<string, Map<string, Map<string, Paise>>>;

function bucket(b: Buckets, p: ItcPlace): Paise {
  const groups = b.get(p.part) ?? b.set(p.part, new Map()).get(p.part)!;
  const sections = groups.get(p.group) ?? groups.set(p.group, new Map()).get(p.group)!;
  return sections.get(p.section) ?? sections.set(p.section, noPaise()).get(p.section)!;
}

const toDetail = (b: Buckets): Gstr2bItcDetail =>
  Object.fromEntries(
    [...b].map(([part, groups]) => [
      part,
      Object.fromEntries(
        [...groups].map(([group, sections]) => [
          group,
          Object.fromEntries([...sections].map(([s, p]) => [s, toRupees(p)])),
        ]),
      ),
    ]),
  );

/** What the documents add up to, part → group → section, as `itcsumm` holds it. */
export function itcFromDocuments(docs: readonly Gstr2bDocument[]): Gstr2bItcDetail {
  const b: Buckets = new Map();
  for (const d of docs) addTo(bucket(b, itcPlace(d)), d);
  return toDetail(b);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const money = (v: unknown) => {
  const r = Money.safeParse(v);
  return r.success ? r.data : 0;
};

/** The file's `itcsumm`, sections only (a group's own totals are the sum of its sections). */
export function itcFromFile(itcsumm: unknown): Gstr2bItcDetail {
  const out: Gstr2bItcDetail = {};
  if (!isRecord(itcsumm)) return out;
  for (const [part, groups] of Object.entries(itcsumm)) {
    if (!isRecord(groups)) continue;
    for (const [group, sections] of Object.entries(groups)) {
      if (!isRecord(sections)) continue;
      for (const [section, tax] of Object.entries(sections)) {
        if (!isRecord(tax)) continue;
        ((out[part] ??= {})[group] ??= {})[section] = {
          igst: money(tax.igst),
          cgst: money(tax.cgst),
          sgst: money(tax.sgst),
          cess: money(tax.cess),
        };
      }
    }
  }
  return out;
}

function sumOf(detail: Gstr2bItcDetail, part: string, groups?: readonly string[], without?: string): Paise {
  const sum = noPaise();
  for (const [group, sections] of Object.entries(detail[part] ?? {})) {
    if ((groups && !groups.includes(group)) || group === without) continue;
    for (const tax of Object.values(sections)) addTo(sum, tax);
  }
  return sum;
}

/** The summary page's lines from the detail. */
export function summaryOf(detail: Gstr2bItcDetail): Gstr2bItcSummary {
  return {
    b2b: toRupees(sumOf(detail, 'itcavl', ['nonrevsup'])),
    reverseCharge: toRupees(sumOf(detail, 'itcavl', ['revsup'])),
    isd: toRupees(sumOf(detail, 'itcavl', ['isdsup'])),
    imports: toRupees(sumOf(detail, 'itcavl', ['imports'])),
    creditNotes: toRupees(sumOf(detail, 'itcavl', ['othersup'])),
    notAvailable: toRupees(sumOf(detail, 'itcunavl', undefined, 'othersup')),
    rejected: toRupees(sumOf(detail, 'itcRejected')),
  };
}

/** Sections where the two disagree (a section one side lacks counts as zero there), for the report. */
export function differences(a: Gstr2bItcDetail, b: Gstr2bItcDetail): string[] {
  const paths = new Set<string>();
  for (const side of [a, b])
    for (const [part, groups] of Object.entries(side))
      for (const [group, sections] of Object.entries(groups))
        for (const section of Object.keys(sections)) paths.add(`${part}.${group}.${section}`);
  const at = (d: Gstr2bItcDetail, path: string) => {
    const [part, group, section] = path.split('.') as [string, string, string];
    const p = noPaise();
    const tax = d[part]?.[group]?.[section];
    if (tax) addTo(p, tax);
    return p;
  };
  return [...paths].filter((path) => !samePaise(at(a, path), at(b, path))).sort();
}
