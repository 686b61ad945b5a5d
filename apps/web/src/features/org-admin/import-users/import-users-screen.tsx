import { ROLE_LABELS } from '@taxdesk/domain';
import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { CommitBar } from '../../../shared/import/commit-bar';
import { ErrorList } from '../../../shared/import/error-list';
import type { ImportPreview } from '@taxdesk/domain';
import { PreviewTable } from '../../../shared/import/preview-table';
import { PathLink } from '../../../shared/routing/path-link';
import {
  commitUserImport,
  fetchImportConfig,
  importConfigKey,
  previewUserImport,
} from '../api/import-users-api';
import { membersKey } from '../api/members-api';

/** Import Users: upload a sheet, see every row's problem, then invite the good rows in one go. */
export default function ImportUsersScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: importConfigKey(orgId), queryFn: () => fetchImportConfig(orgId) });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => previewUserImport(orgId, file, () => {}),
    onSuccess: (p) => {
      setDone(null);
      setPreview(p);
    },
  });
  const commit = useMutation({
    mutationFn: (skipErrors: boolean) => commitUserImport(orgId, preview!.id, skipErrors),
    onSuccess: (r) => {
      setPreview(null);
      setDone(
        `${r.counts.new + r.counts.updated} invitation(s) made from ${r.fileName}; ${r.counts.skipped} row(s) skipped.`,
      );
      void queryClient.invalidateQueries({ queryKey: membersKey(orgId) });
    },
  });
  const c = config.data;
  const columns = c
    ? [
        { key: 'email', label: c.mapping.email, required: true, aliases: [], note: null, secret: false },
        { key: 'name', label: c.mapping.name, required: false, aliases: [], note: null, secret: false },
        { key: 'role', label: c.mapping.role, required: false, aliases: [], note: null, secret: false },
      ]
    : [];
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Import Users</Title>
        <Text size="sm" c="dimmed">
          Add many members at once from an XLSX or CSV file: each row becomes an emailed invitation.
        </Text>
      </div>
      {!c ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : !c.canEdit ? (
        <Alert color="gray">Only owners and admins add members.</Alert>
      ) : (
        <>
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Text size="sm">
                Columns read: <b>{c.mapping.email}</b> (required), <b>{c.mapping.name}</b>,{' '}
                <b>{c.mapping.role}</b> (owner, admin, member or viewer; empty → {ROLE_LABELS[c.defaultRole]}
                ). <PathLink to={`/${orgId}/importusersconfig`}>Change</PathLink>
              </Text>
              <Group>
                <FileButton onChange={(f) => f && upload.mutate(f)} accept=".xlsx,.csv,text/csv">
                  {(props) => (
                    <Button {...props} loading={upload.isPending}>
                      Choose a file
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Stack>
          </Paper>
          {done && <Alert color="teal">{done}</Alert>}
          {preview && (
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Text fw={500}>
                  {preview.fileName}: {preview.counts.rows} rows, {preview.counts.valid} ready,{' '}
                  {preview.counts.errors} with errors
                </Text>
                <ErrorList errors={preview.errors} />
                <PreviewTable preview={preview} columns={columns} />
                <CommitBar
                  preview={preview}
                  committing={commit.isPending}
                  onCommit={(skip) => commit.mutate(skip)}
                  onCancel={() => setPreview(null)}
                />
              </Stack>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
