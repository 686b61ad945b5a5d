import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldOf, RESOURCES, type FieldDef, type RecordRow } from '@taxdesk/domain';
import { useMemo, useState } from 'react';
import { useOrgInfoState } from '../org/org-info-store';
import { recordKeys, ResourceTable } from '../resource';
import type { ManualNoticeConfig } from './manual-notice-config';
import { ManualNoticeForm } from './manual-notice-form';
import { deleteManualNotice, manualNoticesOptions } from './manual-notices-api';

/**
 * Manual Notices of any area: records entered by hand (source manual) listed with their work,
 * added, edited and deleted through the form the configuration describes.
 */
export function ManualNoticePage({ orgId, config }: { orgId: string; config: ManualNoticeConfig }) {
  const notice = RESOURCES[config.type];
  const columns = useMemo(
    () => [...config.columns, 'workStatus'].map((k) => fieldOf(notice, k)).filter((f): f is FieldDef => !!f),
    [config, notice],
  );
  const queryClient = useQueryClient();
  const readOnly = useOrgInfoState().org?.role === 'viewer';
  const [q, setQ] = useState('');
  const [cursor, setCursor] = useState<string | null>(null);
  const [editing, setEditing] = useState<RecordRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RecordRow | null>(null);
  const params: Record<string, string> = { limit: '50', ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
  const page = useQuery(manualNoticesOptions(orgId, config.apiArea, config.type, params));
  const remove = useMutation({
    mutationFn: (row: RecordRow) => deleteManualNotice(orgId, config.apiArea, row.key),
    onSuccess: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, config.type) });
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Box>
          <Title order={2}>Manual Notices</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {config.intro}
          </Text>
        </Box>
        {readOnly ? null : (
          <Button onClick={() => setAdding(true)} data-action="add-manual-notice">
            Add notice
          </Button>
        )}
      </Group>

      <Paper withBorder p="sm">
        <TextInput
          w={320}
          size="xs"
          placeholder="Search manual notices"
          aria-label="Search manual notices"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setCursor(null);
          }}
        />
      </Paper>

      {page.isError ? (
        <Alert color="red" title="Could not load the manual notices">
          {page.error.message}
        </Alert>
      ) : !page.data ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : page.data.rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" data-state="empty">
          <Text fw={500}>{q ? 'No manual notices match' : 'No notices entered by hand yet'}</Text>
          {readOnly || q ? null : (
            <Button mt="sm" size="xs" variant="light" onClick={() => setAdding(true)}>
              Add the first one
            </Button>
          )}
        </Paper>
      ) : (
        <Box>
          <Paper withBorder>
            <ResourceTable
              orgId={orgId}
              resource={notice}
              rows={page.data.rows}
              columns={columns}
              rowActions={
                readOnly
                  ? undefined
                  : (row) => (
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="default" onClick={() => setEditing(row)}>
                          Edit
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(row)}
                        >
                          Delete
                        </Button>
                      </Group>
                    )
              }
            />
          </Paper>
          <Group justify="space-between" mt="xs">
            <Text size="xs" c="dimmed">
              {page.data.total.toLocaleString('en-IN')} entered by hand
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" disabled={!cursor} onClick={() => setCursor(null)}>
                First page
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={!page.data.nextCursor}
                onClick={() => setCursor(page.data.nextCursor)}
              >
                Next page
              </Button>
            </Group>
          </Group>
        </Box>
      )}

      <ManualNoticeForm
        orgId={orgId}
        config={config}
        editing={editing}
        opened={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this notice?">
        <Stack gap="sm">
          <Text size="sm">{deleting ? config.deleteText(deleting) : null}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              Delete notice
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
