import { z } from 'zod';
import { FEATURES } from '../licence/features';
import { CASE_STAGES } from './case-stages';

/**
 * Cases (issue 25): a matter across its stages and portals. Request and answer shapes of
 * `/api/o/{orgId}/cases/...`, shared by the server's routes and the web's screens.
 */

export const CASE_STATUS = ['open', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUS)[number];
export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus | 'merged', string>> = {
  open: 'Open',
  closed: 'Closed',
  merged: 'Merged',
};

export const CASE_EVENT_KINDS = [
  'created',
  'linked',
  'unlinked',
  'merged',
  'moved',
  'status',
  'assignee',
  'title',
  'comment',
] as const;

/** The area a case belongs to: a licence feature, or `general` for one started from mixed records. */
export const CaseArea = z.enum([...FEATURES, 'general']);
export type CaseArea = z.infer<typeof CaseArea>;

export const CaseId = z.uuid({ message: 'Not a case id' });

export const CaseListQuery = z.object({
  status: z.enum([...CASE_STATUS, 'all']).default('open'),
  area: CaseArea.optional(),
  /** A member's email, or `unassigned`. */
  assignee: z.string().trim().toLowerCase().min(1).max(320).optional(),
  /** Part of the title or the client's account key. */
  q: z.string().trim().min(1).max(100).optional(),
  /** 1 for the first CASE_LIST_MAX cases, 2 for the next, ... */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CaseListQuery = z.infer<typeof CaseListQuery>;

export const CaseSummary = z.object({
  id: z.string(),
  title: z.string(),
  area: z.string(),
  /** The client: the account key (PAN, GSTIN, TAN). */
  client: z.string().nullable(),
  /** The client's portal account screen (relative to /{orgId}), which links on to its client page. */
  clientPath: z.string().nullable(),
  status: z.string(),
  assignee: z.string().nullable(),
  recordCount: z.number(),
  /** The earliest due date of its records still ahead (or overdue and not done), else null. */
  nextDue: z.string().nullable(),
  /** The demands' amounts when it has any, else its largest amount. */
  amount: z.number().nullable(),
  /** Made by the sync from a shared key, or by hand. */
  auto: z.boolean(),
  updatedAt: z.string(),
});
export type CaseSummary = z.infer<typeof CaseSummary>;

/** One page of cases; `truncated`: more follow on the next page. */
export const CaseListAnswer = z.object({ rows: z.array(CaseSummary), truncated: z.boolean() });
export type CaseListAnswer = z.infer<typeof CaseListAnswer>;
/** Cases a page. */
export const CASE_LIST_MAX = 100;

export const CaseRecord = z.object({
  type: z.string(),
  key: z.string(),
  /** The record type's label (`Notice`, `Demand`). */
  label: z.string(),
  title: z.string().nullable(),
  stage: z.enum(CASE_STAGES),
  area: z.string().nullable(),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  amount: z.number().nullable(),
  status: z.string().nullable(),
  /** The record's screen relative to /{orgId}. */
  path: z.string().nullable(),
  linkedBy: z.string(),
  documents: z.number(),
});
export type CaseRecord = z.infer<typeof CaseRecord>;

export const CaseEvent = z.object({
  id: z.number(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  actor: z.string().nullable(),
  at: z.string(),
});
export type CaseEvent = z.infer<typeof CaseEvent>;

export const CaseDetail = CaseSummary.extend({
  mergedInto: z.string().nullable(),
  records: z.array(CaseRecord),
  events: z.array(CaseEvent),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

export const RecordRef = z.object({
  type: z.string().trim().min(1).max(60),
  key: z.string().trim().min(1).max(300),
});
export type RecordRef = z.infer<typeof RecordRef>;

export const CreateCaseBody = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200),
  /** The record the case starts from (a manual notice, say). */
  record: RecordRef.optional(),
});
export type CreateCaseBody = z.infer<typeof CreateCaseBody>;

export const UpdateCaseBody = z
  .object({
    title: z.string().trim().min(1, 'Title is required.').max(200).optional(),
    status: z.enum(CASE_STATUS).optional(),
    /** A member's email; null unassigns. */
    assignee: z.string().trim().toLowerCase().min(1).max(320).nullable().optional(),
  })
  .refine((b) => b.title !== undefined || b.status !== undefined || b.assignee !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateCaseBody = z.infer<typeof UpdateCaseBody>;

export const CaseCommentBody = z.object({ text: z.string().trim().min(1, 'Comment is required.').max(4000) });
export type CaseCommentBody = z.infer<typeof CaseCommentBody>;

export const MergeCaseBody = z.object({ otherCaseId: CaseId });
export type MergeCaseBody = z.infer<typeof MergeCaseBody>;

export const MoveRecordBody = RecordRef.extend({ toCaseId: CaseId });
export type MoveRecordBody = z.infer<typeof MoveRecordBody>;

/** The case a record belongs to, for its detail screen (null: none). */
export const RecordCaseAnswer = z.object({
  case: z.object({ id: z.string(), title: z.string(), status: z.string() }).nullable(),
});
export type RecordCaseAnswer = z.infer<typeof RecordCaseAnswer>;
