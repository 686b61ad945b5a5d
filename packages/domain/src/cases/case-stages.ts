/**
 * Where a record stands in a matter's life: a case lists its records stage by stage, then by date.
 * Types not named here (a manual notice of an area, a return) sort with the notices or at the end.
 */
export const CASE_STAGES = [
  'proceeding',
  'notice',
  'reply',
  'adjournment',
  'hearing',
  'order',
  'demand',
  'appeal',
  'payment',
  'other',
] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

export const CASE_STAGE_LABELS: Readonly<Record<CaseStage, string>> = {
  proceeding: 'Proceeding',
  notice: 'Notice',
  reply: 'Reply',
  adjournment: 'Adjournment',
  hearing: 'Hearing',
  order: 'Order',
  demand: 'Demand',
  appeal: 'Appeal',
  payment: 'Payment',
  other: 'Other',
};

const STAGE_OF_TYPE: Readonly<Record<string, CaseStage>> = {
  itProceeding: 'proceeding',
  itNotice: 'notice',
  itReply: 'reply',
  itAdjournment: 'adjournment',
  itVcRequest: 'hearing',
  itDemand: 'demand',
  itatAppeal: 'appeal',
  itChallan: 'payment',
  gstAdditionalNotice: 'proceeding',
  gstNotice: 'notice',
  gstDemand: 'demand',
  gstSubmission: 'appeal',
  gstChallan: 'payment',
  gstRefundCase: 'payment',
  tdsStatement: 'proceeding',
  tdsNotice: 'notice',
  tdsProceedingNotice: 'notice',
  tdsProceeding: 'proceeding',
  tdsDemand: 'demand',
  tdsChallan: 'payment',
  tdsPayment: 'payment',
  pregstNotice: 'notice',
  pregstProceeding: 'proceeding',
};

/** GST case folder items: the folder (notices, replies, orders, applications) is the stage. */
const GST_FOLDER_STAGE: Readonly<Record<string, CaseStage>> = {
  NOTCE: 'notice',
  NOTAC: 'notice',
  REPLY: 'reply',
  ORDRS: 'order',
  APLCN: 'appeal',
};

/** The stage of a record, from its type (and for a GST case item, its folder). */
export function caseStageOf(type: string, data: Readonly<Record<string, unknown>> = {}): CaseStage {
  if (type === 'gstCase') return GST_FOLDER_STAGE[String(data.caseFolderTypeCd ?? '')] ?? 'other';
  return STAGE_OF_TYPE[type] ?? (type.toLowerCase().includes('notice') ? 'notice' : 'other');
}

export function caseStageRank(stage: CaseStage): number {
  return CASE_STAGES.indexOf(stage);
}

/** Types whose amount is money the firm's client is asked to pay: what a case has at stake. */
export const DEMAND_TYPES: readonly string[] = ['itDemand', 'gstDemand', 'tdsDemand'];
