import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { MINUTE_MS, TIMELINE_ANCHOR, istDay } from '../dates';
import { ID_MULTIPLIERS, days, endOfDay, officeTime, perAccount, workItemId } from './work-item-common';

/**
 * Downloads requested on the portal: Form 26AS, AIS, TIS and the pre-filled ITR data. A request is
 * submitted, runs for minutes to hours, then its file is available for 30 days (or it fails).
 * Files are built on demand (download-request-files.ts) and are the same bytes every time.
 */

export type DownloadType = '26AS' | 'AIS' | 'TIS' | 'PREFILL';

export type DownloadPlan = {
  downloadReqId: string;
  type: DownloadType;
  ay: number;
  requestedOn: number;
  startedOn: number;
  finishedOn: number;
  failed: boolean;
  availableTill: number;
};

export const DOWNLOAD_FAILURE = 'Statement could not be generated. Please submit a fresh request.';

function plan(seed: string, profile: ItAccountProfile): DownloadPlan[] {
  const rng = new Rng(seed, 'it-downloads', profile.pan);
  const count = rng.int(1, 5);
  return Array.from({ length: count }, (_, i) => {
    const type = rng.weighted<DownloadType>([
      ['AIS', 35],
      ['26AS', 25],
      ['PREFILL', 25],
      ['TIS', 15],
    ]);
    // Mostly the last two months (files are kept 30 days), some older, some still to come.
    const when = rng.weighted<'recent' | 'old' | 'later'>([
      ['recent', 60],
      ['old', 20],
      ['later', 20],
    ]);
    const offset = when === 'recent' ? -rng.int(1, 60) : when === 'old' ? -rng.int(61, 200) : rng.int(1, 40);
    const requestedOn = officeTime(rng, TIMELINE_ANCHOR + days(offset));
    const startedOn = requestedOn + rng.int(2, 10) * MINUTE_MS;
    const finishedOn = startedOn + rng.int(15, 18 * 60) * MINUTE_MS;
    return {
      downloadReqId: workItemId(profile.index * 16 + i, ID_MULTIPLIERS.download, 10),
      type,
      ay: rng.int(2022, 2026),
      requestedOn,
      startedOn,
      finishedOn,
      failed: rng.chance(0.1),
      availableTill: endOfDay(istDay(finishedOn) + days(30)),
    };
  });
}

export const downloadsOf = perAccount(plan);

export function downloadStatus(
  d: DownloadPlan,
  now: number,
): 'SUBMITTED' | 'RUNNING' | 'AVAILABLE' | 'EXPIRED' | 'FAILED' {
  if (now < d.startedOn) return 'SUBMITTED';
  if (now < d.finishedOn) return 'RUNNING';
  if (d.failed) return 'FAILED';
  return now <= d.availableTill ? 'AVAILABLE' : 'EXPIRED';
}

/** `2025` (AY) → `2024-25` (its financial year). */
export function fyOfAy(ay: number): string {
  return `${ay - 1}-${String(ay % 100).padStart(2, '0')}`;
}

export function downloadFileName(pan: string, d: DownloadPlan): string {
  const ay = `${d.ay}-${String((d.ay + 1) % 100).padStart(2, '0')}`;
  switch (d.type) {
    case '26AS':
      return `${pan}_26AS_AY${ay}.pdf`;
    case 'AIS':
      return `AIS_${pan}_FY${fyOfAy(d.ay)}.pdf`;
    case 'TIS':
      return `TIS_${pan}_FY${fyOfAy(d.ay)}.pdf`;
    case 'PREFILL':
      return `${pan}_PrefillData_AY${ay}.json`;
  }
}
