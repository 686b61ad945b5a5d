import { DAY_MS } from '../it/dates';
import { hashString, Rng } from '../rng';
import { ICEGATE_PORTS } from './icegate-ports';

/** The day exports start for every sandbox exporter (its bills follow every few days up to the clock). */
const FIRST_DAY = Date.UTC(2026, 3, 1);
/** The scan stops after this many bills: a year of every-other-day exports is far beyond it. */
const MAX_BILLS = 400;

/** Validation codes of IGST refunds on shipping bills, as exporters know them from customs circulars. */
const IGST_ERRORS: readonly (readonly [code: string, message: string])[] = [
  ['SB001', 'Invalid SB details'],
  ['SB003', 'GSTIN mismatch'],
  ['SB005', 'Invalid invoice number'],
  ['SB006', 'Gateway EGM not available'],
];

/** A shipping bill and the days (from its date) on which each later step happens. */
export type ShippingBill = {
  sbNo: string;
  sbDate: number;
  location: string;
  portName: string;
  chaNo: string;
  jobNo: string;
  portOfDischarge: string;
  totalPackage: number;
  grossWeight: number;
  fob: number;
  drawback: number;
  igst: number;
  leoAfter: number;
  egmAfter: number;
  dbkScrollAfter: number;
  igstCode: string;
  igstMessage: string;
  igstScrollAfter: number;
};

const DISCHARGE = ['AEJEA', 'USNYC', 'GBFXT', 'SGSIN', 'DEHAM', 'NLRTM', 'CNSHA', 'LKCMB', 'BDCGP', 'KEMBA'];

function bill(seed: string, userName: string, index: number, sbDate: number): ShippingBill {
  const rng = new Rng(seed, 'icegate-sb', userName, index);
  const home = new Rng(seed, 'icegate-home', userName);
  const ports = [home.pick(ICEGATE_PORTS), home.pick(ICEGATE_PORTS)];
  const [location, portName] = rng.chance(0.75) ? ports[0]! : ports[1]!;
  const fob = rng.int(200_000, 8_000_000);
  const drawback = rng.chance(0.6) ? Math.round(fob * rng.int(10, 30) * 0.001) : 0;
  const igst = rng.chance(0.7) ? Math.round(fob * (rng.chance(0.7) ? 0.18 : 0.12)) : 0;
  // A few bills wait long for examination; most get their LEO within three days.
  const leoAfter = rng.chance(0.08) ? rng.int(15, 40) : rng.int(0, 3);
  const egmAfter = leoAfter + rng.int(2, 8);
  const [igstCode, igstMessage] = rng.chance(0.85)
    ? ['SB000', 'Successfully validated']
    : rng.pick(IGST_ERRORS);
  return {
    sbNo: String(1_000_000 + (hashString(`${seed}|${userName}|${index}`) % 9_000_000)),
    sbDate,
    location,
    portName,
    chaNo: `${location.slice(2, 5)}CHA${rng.int(100, 999)}`,
    jobNo: String(rng.int(10_000, 99_999)),
    portOfDischarge: rng.pick(DISCHARGE),
    totalPackage: rng.int(1, 400),
    grossWeight: rng.int(50, 25_000),
    fob,
    drawback,
    igst,
    leoAfter,
    egmAfter,
    dbkScrollAfter: egmAfter + rng.int(7, 25),
    igstCode,
    igstMessage,
    igstScrollAfter: egmAfter + 1 + rng.int(4, 15),
  };
}

/** The exporter's bills dated up to `now`: one every 2–9 days from April 2026, oldest first. */
export function shippingBillsOf(seed: string, userName: string, now: number): ShippingBill[] {
  const bills: ShippingBill[] = [];
  let day = FIRST_DAY;
  for (let i = 0; i < MAX_BILLS; i++) {
    day += new Rng(seed, 'icegate-gap', userName, i).int(2, 9) * DAY_MS;
    if (day > now) break;
    bills.push(bill(seed, userName, i, day));
  }
  return bills;
}
