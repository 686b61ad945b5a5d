import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { CommitBar } from './commit-bar';
import { ErrorList } from './error-list';
import { fetchImportSpec, importKeys } from './import-api';
import { ImportLog } from './import-log';
import type { ImportPreview, ImportResult } from '@taxdesk/domain';
import { ImportResultView } from './import-result';
import { PreviewSummary } from './preview-summary';
import { PreviewTable } from './preview-table';
import { TemplateStep } from './template-step';
import { UploadStep } from './upload-step';
import { useCanImport } from './use-can-import';
import { useImportFlow } from './use-import-flow';

/** The full list of problems is shown when the table does not show them all (many bad rows, or several problems on one). */
function hiddenErrors(preview: ImportPreview): boolean {
  const inTable = preview.rows.reduce((n, r) => n + r.errors.length, 0);
  return inTable < preview.errors.length;
}

export type ImportPanelProps = {
  orgId: string;
  /** The import's key in the imports API (itAccounts, itatAppeals, ...). */
  kind: string;
  /** Links shown with the result (where the imported records are). */
  resultLinks?: ReactNode;
  /** Said under the sample button when the server offers a sample sheet. */
  sampleNote?: string;
  /** Query keys to refresh once an import is committed (the lists it changed). */
  invalidate?: readonly (readonly unknown[])[];
  /** Told of each committed import (a screen follows the lookups it started). */
  onCommitted?: (result: ImportResult) => void;
};

/**
 * The one import screen: template (and sample), upload with progress, preview with every bad row
 * and its reason, commit (all, or the valid rows only when asked), the result, the recent imports.
 */
export function ImportPanel({
  orgId,
  kind,
  resultLinks,
  sampleNote,
  invalidate,
  onCommitted,
}: ImportPanelProps) {
  const queryClient = useQueryClient();
  const canImport = useCanImport(orgId);
  const spec = useQuery({
    queryKey: importKeys.spec(orgId, kind),
    queryFn: ({ signal }) => fetchImportSpec(orgId, kind, signal),
    staleTime: 5 * 60_000,
  });
  const committed = useCallback(
    (result: ImportResult) => {
      void queryClient.invalidateQueries({ queryKey: importKeys.log(orgId, kind) });
      for (const key of invalidate ?? []) void queryClient.invalidateQueries({ queryKey: [...key] });
      onCommitted?.(result);
    },
    [queryClient, orgId, kind, invalidate, onCommitted],
  );
  const { state, upload, commit, reset } = useImportFlow(orgId, kind, committed);

  if (spec.isError)
    return <Alert color="red">Could not load this import: {(spec.error as Error).message}</Alert>;
  if (!spec.data) return <Loader size="sm" />;

  return (
    <Stack gap="md" data-import={kind}>
      <TemplateStep
        orgId={orgId}
        spec={spec.data}
        canImport={canImport}
        sampleNote={sampleNote}
        folded={state.step !== 'choose' && state.step !== 'uploading' && state.step !== 'checking'}
      />
      {state.step === 'done' ? (
        <ImportResultView result={state.result} links={resultLinks} onAgain={reset} />
      ) : state.step === 'preview' || state.step === 'committing' ? (
        <Paper withBorder p="md" data-step="preview">
          <Stack gap="sm">
            <Title order={3} size="h4">
              3. Check and import
            </Title>
            <PreviewSummary preview={state.preview} />
            <PreviewTable preview={state.preview} columns={spec.data.columns} />
            {hiddenErrors(state.preview) ? <ErrorList errors={state.preview.errors} /> : null}
            <CommitBar
              preview={state.preview}
              committing={state.step === 'committing'}
              onCommit={(skip) => void commit(state.preview, skip)}
              onCancel={reset}
            />
          </Stack>
        </Paper>
      ) : (
        <UploadStep
          state={state}
          canImport={canImport}
          maxBytes={spec.data.limits.maxBytes}
          onFile={(f) => void upload(f)}
        />
      )}
      <ImportLog orgId={orgId} kind={kind} />
    </Stack>
  );
}
