import { ZipArchive } from 'archiver';
import { sql } from 'drizzle-orm';
import { filterStyles, parseListQuery, resourceOf } from '@taxdesk/domain';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { exportXlsx } from '../../lib/records/export';

/** A file name part without path separators or characters archive tools stumble on. */
function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120) || '_';
}

/** Waits until the archive has taken in the entry just appended, or fails with it. */
function entryDone(zip: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = () => {
      zip.off('error', onError);
      resolve();
    };
    const onError = (err: Error) => {
      zip.off('entry', onEntry);
      reject(err);
    };
    zip.once('entry', onEntry);
    zip.once('error', onError);
  });
}

/**
 * Everything the organisation holds, as one ZIP streamed while it is built: a workbook per record
 * type (every field), every stored document, and the organisation with its members and settings.
 * Entries are added one after another, so memory stays flat however much there is.
 */
export function exportOrganisation(ctx: AppContext, orgId: string): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  (async () => {
    const about = await inOrg(ctx.db, orgId, async (tx) => {
      const org = await tx.execute(sql`SELECT * FROM orgs WHERE id = ${orgId}`);
      const settings = await tx.execute(sql`SELECT area, data FROM org_settings WHERE org_id = ${orgId}`);
      const types = await tx.execute<{ type: string; n: number }>(
        sql`SELECT type, count(*)::int AS n FROM records WHERE org_id = ${orgId} GROUP BY type ORDER BY type`,
      );
      const docs = await tx.execute<{ id: string; type: string; key: string; file_name: string }>(
        sql`SELECT id, type, key, file_name FROM documents WHERE org_id = ${orgId} ORDER BY type, key, file_name`,
      );
      return {
        org: org.rows[0],
        settings: settings.rows,
        members: (
          await tx.execute(sql`
            SELECT u.name, u.email, m.role, m.created_at AS "joinedAt" FROM memberships m
            JOIN users u ON u.id = m.user_id WHERE m.org_id = ${orgId} ORDER BY u.name`)
        ).rows,
        types: types.rows,
        docs: docs.rows,
      };
    });
    zip.append(
      JSON.stringify(
        {
          exportedAt: ctx.now().toISOString(),
          organisation: about.org,
          members: about.members,
          settings: about.settings,
          records: about.types,
          documents: about.docs.length,
        },
        null,
        2,
      ),
      { name: 'organisation.json' },
    );
    await entryDone(zip);
    for (const { type } of about.types) {
      const def = resourceOf(type);
      if (!def) continue;
      const query = { ...parseListQuery({}, filterStyles(def)), cols: def.fields.map((f) => f.key) };
      zip.append(exportXlsx(ctx.db, { orgId, def }, query), { name: `records/${safeName(type)}.xlsx` });
      await entryDone(zip);
    }
    for (const doc of about.docs) {
      const content = await inOrg(ctx.db, orgId, async (tx) => {
        const r = await tx.execute<{ content: Buffer }>(
          sql`SELECT content FROM documents WHERE org_id = ${orgId} AND id = ${doc.id}`,
        );
        return r.rows[0]?.content;
      });
      if (!content) continue;
      const name = `documents/${safeName(doc.type)}/${safeName(decodeURIComponent(doc.key))}/${safeName(doc.file_name)}`;
      zip.append(content, { name });
      await entryDone(zip);
    }
    await zip.finalize();
  })().catch((err: unknown) => zip.destroy(err as Error));
  return zip;
}
