import type { ImportKind } from '../../lib/imports/import-kind';
import { branchMappingImport } from './kinds/branch-mapping-import';
import { branchesImport } from './kinds/branches-import';
import { itAccountsImport } from './kinds/it-accounts-import';
import { itatAppealsImport } from './kinds/itat-appeals-import';
import { noticeStatusImport } from './kinds/notice-status-import';
import { rpAccountsImport } from './kinds/rp-accounts-import';

/** Every import by its key (the `{kind}` of the imports API). */
export const IMPORT_KINDS: ReadonlyMap<string, ImportKind> = new Map(
  [
    itAccountsImport,
    noticeStatusImport,
    itatAppealsImport,
    branchesImport,
    branchMappingImport,
    rpAccountsImport,
  ].map((k) => [k.key, k]),
);
