import { sql } from 'drizzle-orm';
import type { GstNonFilers, GstNonFilersQuery } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { ACCOUNT_JOIN, reportConds } from './gst-return-grid';

type Row = GstNonFilers['rows'][number];

/**
 * GSTINs with a return not filed for a period whose due date has passed, with how many and which,
 * the most missing first.
 */
export async function nonFilers(
  tx: Tx,
  orgId: string,
  today: string,
  q: GstNonFilersQuery,
): Promise<GstNonFilers> {
  const conds = sql.join(reportConds(orgId, q, q.fy), sql` AND `);
  const r = await tx.execute<Row>(sql`
    SELECT c.data->>'gstin' AS gstin, min(c.account_key) AS "portalUserName", min(a.data->>'lgnm') AS name,
      min(c.data->>'state') AS state, min(a.year) AS "group", count(*)::int AS count,
      json_agg(json_build_object('returnType', c.section, 'period', c.data->>'retPeriod',
        'dueDate', to_char(c.due_on, 'YYYY-MM-DD')) ORDER BY c.due_on, c.section) AS missing
    FROM records c ${ACCOUNT_JOIN}
    WHERE c.type = 'gstReturnCompliance' AND c.status = 'not_filed' AND c.due_on < ${today}::date
      AND ${conds}
    GROUP BY 1 ORDER BY count DESC, 1
    LIMIT 5000`);
  return { rows: r.rows };
}
