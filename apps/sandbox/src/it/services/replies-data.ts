import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { DAY_MS, formatIstDate, istDay } from '../dates';
import type { SandboxProceeding } from '../timeline';
import { attachmentDocIdFor, responseIdFor } from './record-ids';
import type { SandboxReply } from './record-types';

/**
 * Replies filed to notices. Every notice the timeline marks responded has one reply at its
 * response instant (the notice's lastResponseSubmittedOn); some had a partial reply before it.
 */

const CATEGORIES = ['Reply', 'Supporting Documents', 'Computation of Income', 'Bank Statement', 'Others'];

const FILES: Record<string, string> = {
  Reply: 'Reply_to_notice',
  'Supporting Documents': 'Supporting_documents',
  'Computation of Income': 'Computation_of_income',
  'Bank Statement': 'Bank_statements',
  Others: 'Annexure',
};

export function generateReplies(
  seed: string,
  profile: ItAccountProfile,
  proceedings: readonly SandboxProceeding[],
): SandboxReply[] {
  const rng = new Rng(seed, 'it-replies', profile.pan);
  const out: SandboxReply[] = [];
  let attachmentSlot = 0;
  const reply = (
    proc: SandboxProceeding,
    headerSeqNo: string,
    section: string,
    issuedOn: number,
    submittedOn: number,
    full: boolean,
  ) => {
    const count = rng.int(1, 3);
    const categories = ['Reply', ...CATEGORIES.slice(1).filter(() => rng.chance(0.4))].slice(0, count);
    out.push({
      responseId: responseIdFor(profile.index, out.length),
      headerSeqNo,
      proceedingReqId: proc.proceedingReqId,
      section,
      submittedOn,
      respType: full ? 'Full Response' : 'Partial Response',
      remarks: full
        ? `Submission in response to the notice u/s ${section} dated ${formatIstDate(issuedOn)} with the details and documents called for.`
        : `Part submission to the notice u/s ${section}; the remaining details will follow.`,
      attachments: categories.map((categorieName, i) => ({
        docId: attachmentDocIdFor(profile.index, attachmentSlot++),
        attachmentName: `${FILES[categorieName]}_${section.replace(/[()]/g, '')}_${i + 1}.pdf`,
        categorieName,
      })),
    });
  };
  for (const proc of proceedings) {
    for (const notice of proc.notices) {
      if (notice.respondedOn === null) continue;
      const days = Math.floor((istDay(notice.respondedOn) - istDay(notice.issuedOn)) / DAY_MS);
      if (days >= 3 && rng.chance(0.25)) {
        const partial = notice.issuedOn + rng.int(1, days - 1) * DAY_MS;
        reply(proc, notice.headerSeqNo, notice.step.section, notice.issuedOn, partial, false);
      }
      reply(proc, notice.headerSeqNo, notice.step.section, notice.issuedOn, notice.respondedOn, true);
    }
  }
  return out;
}
