import { z } from 'zod';
import { WORK_STATUS, type WorkStatus } from '../resources/define';

/** The organisation's work settings (`/api/o/{orgId}/work/settings`). */
export const WorkSettings = z.object({ reviewNewNotices: z.boolean() }).strict();
export type WorkSettings = z.infer<typeof WorkSettings>;

/** A member work can be assigned to (`GET /api/o/{orgId}/work/members`). */
export const WorkMember = z.object({ email: z.string(), name: z.string(), role: z.string() });
export type WorkMember = z.infer<typeof WorkMember>;

const WorkStatusValue = z.enum(Object.keys(WORK_STATUS) as [WorkStatus, ...WorkStatus[]], {
  message: `Status must be one of ${Object.keys(WORK_STATUS).join(', ')}`,
});

/** A record's work (`PUT /api/o/{orgId}/work/{type}/item/{key}`): status, assignee (email or null), due day. */
export const WorkChange = z
  .object({
    status: WorkStatusValue.optional(),
    assignee: z.string().trim().max(320).nullable().optional(),
    due: z.string().trim().nullable().optional(),
  })
  .strict();
export type WorkChange = z.infer<typeof WorkChange>;
