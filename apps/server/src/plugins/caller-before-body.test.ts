import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

/**
 * Requests whose body never ends (chunked, the last chunk held back): an answer can only come
 * from a server that decided without reading the whole body. Ordering, not timing.
 */
let s: TestServer;
let port: number;
let member: string;
let stranger: string;
const ORG = 'BODY01';

beforeAll(async () => {
  s = await createTestServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  member = (await s.memberOf(ORG, 'owner')).token;
  stranger = (await s.memberOf('BODY02', 'owner')).token;
});
afterAll(() => s.close());

const BOUNDARY = 'xBOUNDARYx';
/** A part header line of `size` bytes of repeated `content-disposition:` (the regex parser was quadratic in it). */
function flood(size: number): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\n` + 'content-disposition:'.repeat(size / 20) + '\r\n\r\n');
}
/** The body that froze the server for 3–8 s. */
const FLOOD = flood(160 * 1024);

type Answer = { status: number; body: string };

function answerOf(res: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    res.on('error', reject);
  });
}

/** Sends `head` of a body and never ends it; resolves with the answer, then drops the connection. */
function neverEnding(path: string, headers: Record<string, string>, head: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method: 'POST', path, headers });
    req.on('response', (res) => {
      answerOf(res).then(resolve, reject);
      res.on('end', () => req.destroy());
    });
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
    req.write(head);
  });
}

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path }, (res) => answerOf(res).then(resolve, reject))
      .on('error', reject)
      .end();
  });
}

const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('who is asking is decided before the body is read', () => {
  it('the multipart flood without a token gets 401 while its body is still arriving; /api/health answers alongside', async () => {
    const upload = neverEnding(`/api/o/${ORG}/gst/gstr2b`, multipartHeaders, FLOOD);
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    const answer = await upload;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
  });

  it('a member of another organisation gets 404 before the body, on uploads and on 15 MB JSON routes', async () => {
    const upload = await neverEnding(
      `/api/o/${ORG}/imports/itAccounts/preview`,
      { ...multipartHeaders, authtoken: stranger },
      FLOOD,
    );
    expect(upload.status).toBe(404);
    const notice = await neverEnding(
      `/api/o/${ORG}/gst/manual-notices`,
      { 'content-type': 'application/json', authtoken: stranger },
      Buffer.from('{"gstin": "' + 'A'.repeat(64 * 1024)),
    );
    expect(notice.status).toBe(404);
    const anonymous = await neverEnding(
      `/api/o/${ORG}/gst/manual-notices`,
      { 'content-type': 'application/json' },
      Buffer.from('[' + '['.repeat(64 * 1024)),
    );
    expect(anonymous.status).toBe(401);
  });

  it('the rule covers every route that takes a body, the ones outside an organisation too', async () => {
    const admin = await neverEnding(
      '/api/admin/population/gstin/file',
      { 'content-type': 'application/octet-stream' },
      Buffer.alloc(64 * 1024),
    );
    expect(admin.status).toBe(401);
    const members = await neverEnding(
      `/api/o/${ORG}/members/import/preview`,
      { 'content-type': 'text/csv' },
      Buffer.from('email,name\n'),
    );
    expect(members.status).toBe(401);
  });

  it("a member's 1 MB flood is parsed as it streams (busboy), refused with 400, while /api/health answers", async () => {
    // The hand-written parser took 3–8 s over 160 KB and grew quadratically: minutes for this one.
    const body = Buffer.concat([flood(1024 * 1024), Buffer.from(`value\r\n--${BOUNDARY}--\r\n`)]);
    const upload = new Promise<Answer>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', method: 'POST', path: `/api/o/${ORG}/gst/gstr2b` },
        (res) => answerOf(res).then(resolve, reject),
      );
      req.setHeader('content-type', multipartHeaders['content-type']);
      req.setHeader('authtoken', member);
      req.on('error', reject);
      req.end(body);
    });
    const [health, answer] = await Promise.all([get('/api/health'), upload]);
    expect(health.status).toBe(200);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('The form has no file in it');
  });
});
