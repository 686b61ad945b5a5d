import type { WorkChange } from '@taxdesk/domain';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  formatDateTime,
  WORK_STATUS,
  type RecordEvent,
  type RecordRow,
  type ResourceDef,
  type WorkStatus,
} from '@taxdesk/domain';
import { useState } from 'react';
import { useOrgInfoState } from '../org/org-info-store';
import { recordKeys } from './records-api';
import { addComment, setWork, workMembersOptions } from './work-api';
import { dueEditable, handSetDue, memberLabel, workDueField } from './work-rules';
import { DayInput } from '../forms/day-input';

type Props = {
  orgId: string;
  resource: ResourceDef;
  record: RecordRow;
  events: readonly RecordEvent[];
};

const STATUS_CHOICES = Object.entries(WORK_STATUS).map(([value, label]) => ({ value, label }));

/**
 * The firm's own work on a record: its work status, who has it, a due date set by hand where
 * the portal left it blank, and internal comments. Every change lands in the history below.
 * Viewers see it all and change nothing.
 */
export function WorkPanel({ orgId, resource, record, events }: Props) {
  const queryClient = useQueryClient();
  const role = useOrgInfoState().org?.role;
  const readOnly = role === 'viewer';
  const members = useQuery(workMembersOptions(orgId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, resource.type) });
  const change = useMutation({
    mutationFn: (body: WorkChange) => setWork(orgId, resource.type, record.key, body),
    onSuccess: refresh,
  });
  const due = workDueField(resource);
  const canSetDue = dueEditable(resource, record);
  const [dueDraft, setDueDraft] = useState<string | null>(null);
  const dueValue = dueDraft ?? (due ? String(record.data[due.key] ?? '') : '');

  const comments = events.filter((e) => e.kind === 'comment');
  const [comment, setComment] = useState('');
  const post = useMutation({
    mutationFn: (text: string) => addComment(orgId, resource.type, record.key, text),
    onSuccess: async () => {
      setComment('');
      await refresh();
    },
  });

  const memberChoices = (members.data ?? []).map((m) => ({ value: m.email, label: memberLabel(m) }));
  if (record.assignee && !memberChoices.some((c) => c.value === record.assignee))
    memberChoices.push({ value: record.assignee, label: record.assignee });

  return (
    <Paper withBorder p="md" data-section="work">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Work
          </Title>
          {readOnly ? (
            <Text size="xs" c="dimmed">
              Viewers can read the work on this {resource.label.toLowerCase()} but not change it.
            </Text>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Work status"
            data={STATUS_CHOICES}
            value={record.workStatus ?? 'open'}
            allowDeselect={false}
            disabled={readOnly || change.isPending}
            onChange={(value) => value && change.mutate({ status: value as WorkStatus })}
            data-work="status"
          />
          <Select
            label="Assignee"
            placeholder="Unassigned"
            data={memberChoices}
            value={record.assignee ?? null}
            clearable
            searchable
            nothingFoundMessage={members.isLoading ? 'Loading…' : 'No such member'}
            disabled={readOnly || change.isPending}
            onChange={(value) => change.mutate({ assignee: value ?? null })}
            data-work="assignee"
          />
          {due ? (
            <Stack gap={4}>
              {canSetDue ? (
                <Group gap={4} align="flex-end" wrap="nowrap">
                  <DayInput
                    label={`${due.label} (set by hand)`}
                    value={dueValue}
                    disabled={readOnly || change.isPending}
                    onChange={setDueDraft}
                    data-work="due"
                    style={{ flex: 1 }}
                  />
                  <Button
                    variant="default"
                    disabled={
                      readOnly || dueDraft === null || dueDraft === String(record.data[due.key] ?? '')
                    }
                    loading={change.isPending}
                    onClick={() =>
                      change.mutate({ due: dueDraft || null }, { onSuccess: () => setDueDraft(null) })
                    }
                  >
                    Save
                  </Button>
                </Group>
              ) : (
                <>
                  <Text size="sm" fw={500}>
                    {due.label}
                  </Text>
                  <Text size="sm">{formatDate(record.data[due.key]) || '—'}</Text>
                  <Text size="xs" c="dimmed">
                    Given by the portal
                  </Text>
                </>
              )}
              {handSetDue(resource, record) ? (
                <Badge size="xs" variant="light" color="teal" data-hand-set-due>
                  Set by hand: the portal left it blank
                </Badge>
              ) : null}
            </Stack>
          ) : null}
        </SimpleGrid>

        <Stack gap={6} data-section="comments">
          <Text size="sm" fw={500}>
            Internal comments
          </Text>
          {comments.length === 0 ? (
            <Text size="sm" c="dimmed">
              No comments yet.
            </Text>
          ) : (
            comments.map((c, i) => (
              <Paper key={`${c.at}-${i}`} withBorder p="xs" bg="gray.0" data-comment>
                <Text size="xs" c="dimmed">
                  {c.actor ?? 'Someone'} · {formatDateTime(c.at)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {String(c.changes?.comment?.to ?? '')}
                </Text>
              </Paper>
            ))
          )}
          {readOnly ? null : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (comment.trim()) post.mutate(comment);
              }}
            >
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Textarea
                  aria-label="Add a comment"
                  placeholder="Add an internal comment (only your firm sees it)"
                  autosize
                  minRows={1}
                  maxRows={6}
                  maxLength={4000}
                  value={comment}
                  onChange={(e) => setComment(e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button type="submit" variant="light" loading={post.isPending} disabled={!comment.trim()}>
                  Add comment
                </Button>
              </Group>
            </form>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
