/**
 * Pathological requests for `bench/fuzz-api.ts`: huge headers, multipart floods, deeply nested
 * JSON, and a workbook and a ZIP whose directories lie about their sizes, sent over real sockets
 * (Node's own header limits and the streaming parsers are in the path), while a probe measures
 * how long `/api/health` takes to answer.
 */
import http from 'node:http';
import JSZip from 'jszip';

export type Pathological = { name: string; headers: Record<string, string>; body?: Buffer; query?: string };

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

/** Rewrites every entry's uncompressed size, in its local header and in the central directory. */
function lieAboutSizes(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 30 <= out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50) out.writeUInt32LE(size, i + 22);
    else if (sig === 0x02014b50 && i + 46 <= out.length) out.writeUInt32LE(size, i + 24);
  }
  return out;
}

/** A ZIP of `entries` (each `inflated` bytes of one repeated line) whose headers say each holds 200 bytes. */
async function lyingZip(entries: Record<string, string>, inflatedBytes: number): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(entries)) zip.file(name, text);
  const line = '<row><c t="inlineStr"><is><t>AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</t></is></c></row>';
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<worksheet><sheetData>${line.repeat(Math.ceil(inflatedBytes / line.length))}</sheetData></worksheet>`,
  );
  const packed = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  return lieAboutSizes(packed, 200);
}

const XLSX_PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

function multipartFile(fileName: string, contentType: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Every pathological request, built once (the workbook and ZIP inflate to 64 MB each). */
export async function pathologicalRequests(): Promise<Pathological[]> {
  const xlsx = await lyingZip(XLSX_PARTS, 64 * 1024 * 1024);
  const zip = await lyingZip({ 'Form16A/../../x.pdf': '%PDF-1.4' }, 64 * 1024 * 1024);
  const repeatedHeader = 'content-disposition: form-data; name="file"; filename="a.xlsx"\r\n';
  return [
    { name: 'one 64 KB header', headers: { 'x-pad': 'a'.repeat(64 * 1024) } },
    {
      name: '2,000 headers',
      headers: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`x-h${i}`, 'v'])),
    },
    { name: '15 KB cookie', headers: { cookie: `c=${'b'.repeat(15 * 1024)}` } },
    {
      name: 'multipart: 160 KB of repeated part headers',
      headers: MULTIPART,
      body: Buffer.from(
        `--${BOUNDARY}\r\n${repeatedHeader.repeat(Math.ceil((160 * 1024) / repeatedHeader.length))}\r\nx\r\n--${BOUNDARY}--\r\n`,
      ),
    },
    {
      name: 'multipart: 5,000 parts',
      headers: MULTIPART,
      body: Buffer.from(
        Array.from(
          { length: 5000 },
          (_, i) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
        ).join('') + `--${BOUNDARY}--\r\n`,
      ),
    },
    {
      name: 'JSON nested 200,000 arrays deep',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('['.repeat(200_000) + ']'.repeat(200_000)),
    },
    {
      name: 'JSON nested 100,000 objects deep',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)),
    },
    {
      name: 'workbook lying about sizes (raw)',
      headers: { 'content-type': 'application/octet-stream' },
      body: xlsx,
      query: 'fileName=bomb.xlsx',
    },
    {
      name: 'workbook lying about sizes (multipart)',
      headers: MULTIPART,
      body: multipartFile(
        'bomb.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        xlsx,
      ),
    },
    {
      name: 'ZIP lying about sizes (raw)',
      headers: { 'content-type': 'application/zip' },
      body: zip,
      query: 'fileName=bomb.zip',
    },
  ];
}

/**
 * One request on a socket of its own: the status (with the start of the body when it is 5xx), or
 * what ended it without one.
 */
export function sendRaw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: string; body: string }> {
  return new Promise((resolve) => {
    let settled = false;
    let text = '';
    const done = (status: string) => {
      if (!settled) {
        settled = true;
        resolve({ status, body: text });
      }
    };
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: false, timeout: 60_000 },
      (res) => {
        res.on('data', (chunk: Buffer) => {
          if ((res.statusCode ?? 0) >= 500 && text.length < 300) text += chunk.toString('utf8');
        });
        res.on('end', () => done(String(res.statusCode)));
        res.on('error', () => done(String(res.statusCode)));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      done('timeout');
    });
    // The server answered and closed before taking the whole body (a refusal before the body).
    req.on('error', () => done('closed'));
    if (body) req.end(body);
    else req.end();
  });
}

/** Asks `/api/health` every 25 ms until stopped; answers each request's milliseconds. */
export function healthProbe(port: number): { stop(): Promise<number[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve());
        });
        req.on('error', () => resolve());
      });
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return times;
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
