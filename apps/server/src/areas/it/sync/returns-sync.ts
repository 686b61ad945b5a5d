import { recordKey, RESOURCES } from '@taxdesk/domain';
import type { SyncModule, SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { downloadIntimation, downloadItrv, downloadReturnJson, fetchReturns } from './returns-api';
import { mapReturn } from './returns-mapping';
import {
  DOWNLOADS_AT_ONCE,
  forEachLimited,
  saveRecords,
  storedFiles,
  storeFile,
  tryItem,
  type StoredFile,
} from './records-sync-support';

/** The documents of a return, by the doc id TaxDesk stores them under. */
const FILES = {
  'itr-v': { kind: 'itrv', contentType: 'application/pdf' },
  'itr-json': { kind: 'json', contentType: 'application/json' },
  intimation: { kind: 'intimation', contentType: 'application/pdf' },
} as const;
type FileId = keyof typeof FILES;

function fileName(id: FileId, ay: string, ackNum: string): string {
  if (id === 'itr-v') return `ITRV_AY${ay}_${ackNum}.pdf`;
  if (id === 'itr-json') return `ITR_AY${ay}_${ackNum}.json`;
  return `Intimation_143(1)_AY${ay}_${ackNum}.pdf`;
}

/**
 * Returns: one call lists every year; then only the documents not stored yet are fetched (the
 * ITR-V and JSON once, the intimation once the return is processed). Each stored document also
 * becomes a Return File record, so Return Files can list, filter and export them.
 */
export const returnsSync: SyncModule<ItConnector> = {
  key: 'returns',
  label: 'Returns and their documents',
  async run(run) {
    const rows = await fetchReturns(run.portal, run.session);
    const mapped = rows.map((r) => ({ data: mapReturn(r, run.accountKey), raw: r }));
    await saveRecords(run, RESOURCES.itReturn, mapped, { complete: true });

    const keys = mapped.map((m) => recordKey(RESOURCES.itReturn, m.data));
    const stored = await storedFiles(run, 'itReturn', keys);
    const files: Record<string, unknown>[] = [];
    const missing: { key: string; id: FileId; data: Record<string, unknown> }[] = [];
    const listed = (id: FileId, data: Record<string, unknown>, file: StoredFile) =>
      files.push({
        ackNum: data.ackNum,
        fileKind: FILES[id].kind,
        fileName: file.fileName,
        pan: run.accountKey,
        assmentYear: data.assmentYear,
        formTypeCd: data.formTypeCd,
        ackDt: data.ackDt,
        size: file.size,
        documentId: file.id,
      });
    for (const [i, { data }] of mapped.entries()) {
      const key = keys[i]!;
      const wanted: FileId[] = ['itr-v', 'itr-json', ...(data.processedDt ? (['intimation'] as const) : [])];
      for (const id of wanted) {
        const have = stored.get(key)?.get(id);
        if (have) listed(id, data, have);
        else missing.push({ key, id, data });
      }
    }
    await forEachLimited(missing, DOWNLOADS_AT_ONCE, async ({ key, id, data }) => {
      const ackNum = String(data.ackNum);
      const ay = String(data.assmentYear ?? '').slice(0, 4);
      await tryItem(run, 'returns', `${FILES[id].kind} of ${ackNum}`, async () => {
        const content = await fetchFile(run, id, ackNum, ay);
        const file = await storeFile(run, {
          type: 'itReturn',
          key,
          docId: id,
          fileName: fileName(id, String(data.assmentYear ?? ay), ackNum),
          contentType: FILES[id].contentType,
          content,
        });
        listed(id, data, file);
      });
    });
    await saveRecords(
      run,
      RESOURCES.itReturnFile,
      files.map((data) => ({ data })),
      { complete: true },
    );
    run.accountPatch.returnCount = mapped.length;
  },
};

function fetchFile(run: SyncRun<ItConnector>, id: FileId, ackNum: string, ay: string): Promise<Buffer> {
  if (id === 'itr-v') return downloadItrv(run.portal, run.session, ackNum, ay);
  if (id === 'itr-json') return downloadReturnJson(run.portal, run.session, ackNum);
  return downloadIntimation(run.portal, run.session, ackNum, ay);
}
