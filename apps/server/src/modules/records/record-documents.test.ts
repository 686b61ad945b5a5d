import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_KEYS, RecordDocumentsAnswer } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';

/** The files of a list page's records in one call: each key's own files, nothing of another org. */
let s: TestServer;
let token: string;
let otherToken: string;

async function addFile(orgId: string, key: string, fileName: string) {
  const content = Buffer.from(`%PDF-1.4 ${orgId} ${key} ${fileName}`);
  await s.ctx.pools.owner.query(
    `INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
     VALUES ($1, 'itDownloadRequest', $2, $3, $4, 'application/zip', $5, $6, $7)`,
    [
      orgId,
      key,
      fileName,
      fileName,
      content.length,
      createHash('sha256').update(content).digest('hex'),
      content,
    ],
  );
}

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf('RDOC01')).token;
  otherToken = (await s.memberOf('RDOC02')).token;
  await addFile('RDOC01', 'REQ-1', 'b-26AS.zip');
  await addFile('RDOC01', 'REQ-1', 'a-AIS.zip');
  await addFile('RDOC01', 'REQ%2C2', 'itr.zip');
  await addFile('RDOC02', 'REQ-9', 'theirs.zip');
});
afterAll(() => s.close());

const ask = (orgId: string, keys: string, as = token, type = 'itDownloadRequest') =>
  s.app.inject({
    method: 'GET',
    url: `/api/o/${orgId}/records/${type}/documents?keys=${encodeURIComponent(keys)}`,
    headers: { authtoken: as },
  });

describe("the files of a page's records", () => {
  it("answers each key's files by name, and none for a key without any", async () => {
    const res = await ask('RDOC01', 'REQ-1,REQ%2C2,REQ-3');
    expect(res.statusCode).toBe(200);
    const { documents } = RecordDocumentsAnswer.parse(res.json().data);
    expect(Object.keys(documents).sort()).toEqual(['REQ%2C2', 'REQ-1', 'REQ-3']);
    expect(documents['REQ-1']!.map((d) => d.fileName)).toEqual(['a-AIS.zip', 'b-26AS.zip']);
    expect(documents['REQ%2C2']!.map((d) => [d.fileName, d.contentType])).toEqual([
      ['itr.zip', 'application/zip'],
    ]);
    expect(documents['REQ-3']).toEqual([]);
  });

  it("gives nothing of another organisation's, asked by its keys or at its id", async () => {
    const mine = await ask('RDOC01', 'REQ-9');
    expect(mine.json().data).toEqual({ documents: { 'REQ-9': [] } });
    expect((await ask('RDOC02', 'REQ-1')).statusCode).toBe(404);
    const theirs = await ask('RDOC02', 'REQ-9', otherToken);
    expect(theirs.json().data.documents['REQ-9'][0].fileName).toBe('theirs.zip');
  });

  it('refuses no keys, too many keys and an unknown type', async () => {
    expect((await ask('RDOC01', '')).statusCode).toBe(400);
    expect((await ask('RDOC01', ',,')).statusCode).toBe(400);
    const many = Array.from({ length: MAX_DOCUMENT_KEYS + 1 }, (_, i) => `K-${i}`).join(',');
    const tooMany = await ask('RDOC01', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(`At most ${MAX_DOCUMENT_KEYS}`);
    expect((await ask('RDOC01', 'REQ-1', token, 'noSuchType')).statusCode).toBe(404);
  });
});
