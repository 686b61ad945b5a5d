import { portalYear } from '@taxdesk/domain';
import { amount, portalDate, text } from './records-mapping';
import type { PortalTaxStatement } from './tax-credits-api';

type MappedCredit = { data: Record<string, unknown>; raw: unknown };

const compact = (isoDay: string | null) => (isoDay ?? '').replace(/-/g, '');

/**
 * The statement's lines as Tax credit records. The portal gives a line no id, so the key is made
 * of what identifies it: PAN, year, TAN, section, date, and the occurrence among lines alike in
 * all of those (a deductor paying twice on a day); for a challan, its CIN (BSR code, deposit date
 * DDMMYYYY, serial), the same as the payment's.
 */
export function mapTaxStatements(statements: readonly PortalTaxStatement[], pan: string): MappedCredit[] {
  const out: MappedCredit[] = [];
  for (const s of statements) {
    const ay = portalYear(s.assessmentYear);
    if (!ay) continue;
    const seen = new Map<string, number>();
    for (const d of s.tdsDetails ?? []) {
      const tan = text(d.deductorTan)?.toUpperCase() ?? null;
      for (const t of d.transactions ?? []) {
        const section = text(t.sectionCd);
        const day = portalDate(t.transactionDt);
        const base = [pan, ay.slice(0, 4), 'A', tan ?? '-', section ?? '-', compact(day) || '-'].join('-');
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        out.push({
          raw: { deductorName: d.deductorName, deductorTan: d.deductorTan, ...t },
          data: {
            creditId: `${base}-${n}`,
            pan,
            assessmentYear: ay,
            part: 'A',
            deductorName: text(d.deductorName),
            tan,
            sectionCd: section,
            transactionDt: day,
            amtPaidCredited: amount(t.amtPaidCredited),
            taxDeducted: amount(t.taxDeducted),
            tdsDeposited: amount(t.tdsDeposited),
            bookingStatus: text(t.bookingStatus)?.toUpperCase() ?? null,
            bookingDt: portalDate(t.bookingDt),
            remarks: text(t.remarks),
          },
        });
      }
    }
    for (const c of s.taxPaidDetails ?? []) {
      const day = portalDate(c.depositDt);
      const bsr = text(c.bsrCode);
      const serial = text(c.challanSerialNo);
      const ddmmyyyy = day ? `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}` : '';
      const minorHead = text(c.minorHead);
      const desc = text(c.minorHeadDesc);
      out.push({
        raw: c,
        data: {
          creditId: [pan, 'C', `${bsr ?? ''}${ddmmyyyy}${serial ?? ''}`].join('-'),
          pan,
          assessmentYear: ay,
          part: 'C',
          deductorName: desc && minorHead ? `${desc} (${minorHead})` : (desc ?? minorHead),
          tan: null,
          sectionCd: minorHead,
          transactionDt: day,
          tdsDeposited: amount(c.totalTax),
          minorHead,
          bsrCode: bsr,
          challanSerialNo: serial,
          remarks: text(c.remarks),
        },
      });
    }
  }
  return out;
}
