import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../../test/harness';

/**
 * Issue 22: twelve clients that opened the same bulk download and never read it held every
 * connection of the app pool (one transaction per download), and the API stopped for every firm.
 * Here twenty such clients hold their downloads open on real sockets while another firm's user
 * keeps asking for lists.
 */

const ORG = 'SLOW01';
const OTHER = 'SLOW02';
const PAN = 'AAAPA1111A';
/** Well past what the sockets' buffers take in, so every download stalls part-way. */
const FILES = 24;
const SIZE = 1024 * 1024;
const CLIENTS = 20;

let s: TestServer;
let owner: { token: string };
let other: { token: string };
let base: string;

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  other = await s.memberOf(OTHER, 'owner');
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.itAccount, [{ data: { pan: PAN, name: 'Slow' } }]);
    await upsertRecords(tx, ORG, RESOURCES.itNotice, [
      { data: { headerSeqNo: '1', pan: PAN, proceedingReqId: '7', ay: '2024-25' } },
    ]);
  });
  await inOrg(s.ctx.db, OTHER, (tx) =>
    upsertRecords(tx, OTHER, RESOURCES.itNotice, [{ data: { headerSeqNo: '2', pan: PAN, ay: '2024-25' } }]),
  );
  // One random (incompressible) megabyte, copied.
  await s.ctx.pools.owner.query(
    `INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
     VALUES ($1, 'itNotice', '1', 'd1', 'part 1.pdf', 'application/pdf', $2, 'x', $3)`,
    [ORG, SIZE, Buffer.concat([Buffer.from('%PDF-'), randomBytes(SIZE - 5)])],
  );
  await s.ctx.pools.owner.query(
    `INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
     SELECT org_id, type, key, 'd' || n, 'part ' || n || '.pdf', content_type, size, sha256, content
     FROM documents, generate_series(2, $2) n WHERE org_id = $1 AND doc_id = 'd1'`,
    [ORG, FILES],
  );
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s.close());

/** Opens the download, takes the status line and headers, then stops reading for good. */
function stalledDownload(url: string): Promise<{ status: number; ended: () => boolean; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${url}`, (res) => {
      res.pause();
      let ended = false;
      res.once('end', () => (ended = true));
      resolve({ status: res.statusCode ?? 0, ended: () => ended, close: () => req.destroy() });
    });
    req.once('error', reject);
  });
}

async function get(url: string, token?: string): Promise<number> {
  const res = await fetch(`${base}${url}`, { headers: token ? { authtoken: token } : {} });
  await res.arrayBuffer();
  return res.status;
}

describe('slow readers of archives', () => {
  it('twenty clients that never read a bulk ZIP leave the API answering another firm', async () => {
    const asked = await fetch(`${base}/api/o/${ORG}/it/bulk-download`, {
      method: 'POST',
      headers: { authtoken: owner.token, 'content-type': 'application/json' },
      body: JSON.stringify({ pans: [PAN] }),
    });
    const { url } = ((await asked.json()) as { data: { url: string } }).data;

    // The same link, opened twenty times (more than the pool's ten connections), never read.
    const stalled = await Promise.all(Array.from({ length: CLIENTS }, () => stalledDownload(url)));
    try {
      expect(stalled.map((d) => d.status)).toEqual(Array(CLIENTS).fill(200));

      // Another firm's lists and the health check, many more than the pool has connections.
      const lists = await Promise.all(
        Array.from({ length: 30 }, () => get(`/api/o/${OTHER}/records/itNotice`, other.token)),
      );
      expect(lists).toEqual(Array(30).fill(200));
      expect(await get('/api/health')).toBe(200);
      // The owner's own lists answer too, beside their stalled downloads.
      expect(await get(`/api/o/${ORG}/records/itNotice`, owner.token)).toBe(200);
      // The downloads were really stalled all along, not finished early.
      expect(stalled.filter((d) => d.ended())).toEqual([]);
    } finally {
      for (const d of stalled) d.close();
    }
  }, 120_000);
});
