import { Alert, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../shared/resource/export-file';
import { fetchCaseBundle, fetchCaseZip } from './cases-api';

const stem = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'case';

/** The whole case to take to a hearing: one PDF with contents and bookmarks, or every file in a ZIP. */
export function CaseDownloads({ orgId, caseId, title }: { orgId: string; caseId: string; title: string }) {
  const bundle = useMutation({
    mutationFn: async () => saveBlob(await fetchCaseBundle(orgId, caseId), `${stem(title)}-bundle.pdf`),
  });
  const zip = useMutation({
    mutationFn: async () => saveBlob(await fetchCaseZip(orgId, caseId), `${stem(title)}.zip`),
  });
  const error = bundle.error ?? zip.error;
  return (
    <Group gap="xs">
      <Button variant="default" loading={bundle.isPending} onClick={() => bundle.mutate()}>
        Hearing bundle (PDF)
      </Button>
      <Button variant="default" loading={zip.isPending} onClick={() => zip.mutate()}>
        Case files (ZIP)
      </Button>
      {error && <Alert color="red">{(error as Error).message}</Alert>}
    </Group>
  );
}
