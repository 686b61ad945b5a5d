import { useCallback, useRef, useState } from 'react';
import { commitImport, discardImport, previewImport } from './import-api';
import type { ImportPreview, ImportResult } from '@taxdesk/domain';
import type { UploadProgress } from './upload-file';

/** Where one import stands: choose → upload (with progress) → server checks → preview → commit → result. */
export type ImportStep =
  | { step: 'choose' }
  | { step: 'uploading'; fileName: string; progress: UploadProgress }
  | { step: 'checking'; fileName: string }
  | { step: 'preview'; preview: ImportPreview }
  | { step: 'committing'; preview: ImportPreview }
  | { step: 'done'; preview: ImportPreview; result: ImportResult };

export function useImportFlow(orgId: string, kind: string, onCommitted?: (r: ImportResult) => void) {
  const [state, setStateValue] = useState<ImportStep>({ step: 'choose' });
  const current = useRef<ImportStep>(state);
  const abort = useRef<AbortController | null>(null);
  const setState = useCallback((next: ImportStep) => {
    current.current = next;
    setStateValue(next);
  }, []);

  const upload = useCallback(
    async (file: File) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ step: 'uploading', fileName: file.name, progress: { loaded: 0, total: file.size } });
      try {
        const preview = await previewImport(
          orgId,
          kind,
          file,
          (progress) =>
            setState(
              progress.loaded >= progress.total
                ? { step: 'checking', fileName: file.name }
                : { step: 'uploading', fileName: file.name, progress },
            ),
          controller.signal,
        );
        if (!controller.signal.aborted) setState({ step: 'preview', preview });
      } catch {
        // The API client has shown why (too large, not a spreadsheet, a missing column...).
        if (!controller.signal.aborted) setState({ step: 'choose' });
      }
    },
    [orgId, kind, setState],
  );

  const commit = useCallback(
    async (preview: ImportPreview, skipErrors: boolean) => {
      setState({ step: 'committing', preview });
      try {
        const result = await commitImport(orgId, kind, preview.id, skipErrors);
        setState({ step: 'done', preview, result });
        onCommitted?.(result);
      } catch {
        setState({ step: 'preview', preview });
      }
    },
    [orgId, kind, onCommitted, setState],
  );

  /** Back to choosing a file; a preview not committed is discarded on the server too. */
  const reset = useCallback(() => {
    abort.current?.abort();
    const was = current.current;
    if (was.step === 'preview') void discardImport(orgId, kind, was.preview.id).catch(() => {});
    setState({ step: 'choose' });
  }, [orgId, kind, setState]);

  return { state, upload, commit, reset };
}
