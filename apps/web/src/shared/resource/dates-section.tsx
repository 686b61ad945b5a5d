import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDays,
  dayOf,
  formatDate,
  MAX_TARGET_REASON,
  TARGET_QUICK_DAYS,
  type DueSource,
  type RecordDates,
  type RecordRow,
  type ResourceDef,
} from '@taxdesk/domain';
import { useState } from 'react';
import { DayInput } from '../forms/day-input';
import { useOrgInfoState } from '../org/org-info-store';
import { recordKeys } from './records-api';
import { setTargetDate } from './work-api';

type Props = { orgId: string; resource: ResourceDef; record: RecordRow; dates: RecordDates };

const SOURCE_NAMES: Readonly<Record<DueSource, string>> = {
  portal: "The portal's date",
  statutory: 'The statutory date',
  target: 'The target date',
};

function DateCell({
  label,
  value,
  note,
  drives,
}: {
  label: string;
  value: string | null;
  note?: string;
  drives: boolean;
}) {
  return (
    <Stack gap={2} data-date={label}>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {drives ? (
          <Badge size="xs" variant="light" color="orange" data-drives>
            Drives the work
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" fw={drives ? 600 : 400}>
        {value ? formatDate(value) : '—'}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A record's dates side by side: the portal's, the one the law gives (with its rule and
 * provision), and a target a person sets with the reason. The earliest that still matters is the
 * record's due date in lists, the calendar, reminders and Home (docs/deadlines.md).
 */
export function DatesSection({ orgId, resource, record, dates }: Props) {
  const queryClient = useQueryClient();
  const readOnly = useOrgInfoState().org?.role === 'viewer';
  const [draft, setDraft] = useState('');
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: (target: string | null) =>
      setTargetDate(
        orgId,
        resource.type,
        record.key,
        target ? { target, reason: reason.trim() } : { target: null },
      ),
    onSuccess: async () => {
      setDraft('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, resource.type) });
    },
  });
  const today = dayOf(new Date().toISOString()) ?? '';
  const rule = dates.rule;
  const statutoryNote = rule
    ? `${rule.title} · ${rule.provision}${dates.statutory ? '' : ' · the notice sets the time'}`
    : 'No statutory period for this record';

  return (
    <Paper withBorder p="md" data-section="dates">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Dates
          </Title>
          <Text size="sm" data-effective>
            Due {dates.effective ? formatDate(dates.effective) : '—'}
            {dates.drivenBy ? ` · ${SOURCE_NAMES[dates.drivenBy]} drives the work` : ''}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DateCell label="Portal's date" value={dates.portal} drives={dates.drivenBy === 'portal'} />
          <DateCell
            label="Statutory date"
            value={dates.statutory}
            note={statutoryNote}
            drives={dates.drivenBy === 'statutory'}
          />
          <DateCell
            label="Target date"
            value={dates.target}
            note={dates.targetReason ? `Why: ${dates.targetReason}` : undefined}
            drives={dates.drivenBy === 'target'}
          />
        </SimpleGrid>
        {readOnly ? (
          <Text size="xs" c="dimmed">
            Viewers can read the dates but not set a target.
          </Text>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (draft && reason.trim()) save.mutate(draft);
            }}
          >
            <Stack gap="xs">
              <Group gap="xs">
                <Text size="sm">Target in</Text>
                {TARGET_QUICK_DAYS.map((n) => (
                  <Button
                    key={n}
                    size="xs"
                    variant="default"
                    aria-label={`+${n} days: a target ${n} days from today`}
                    onClick={() => setDraft(addDays(today, n))}
                  >
                    +{n} days
                  </Button>
                ))}
              </Group>
              <Group align="flex-end" gap="xs" wrap="wrap">
                <DayInput label="Target date" value={draft} onChange={setDraft} data-target="day" />
                <TextInput
                  label="Reason"
                  placeholder="Why this date (the history keeps it)"
                  value={reason}
                  maxLength={MAX_TARGET_REASON}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 220 }}
                  data-target="reason"
                />
                <Button type="submit" loading={save.isPending} disabled={!draft || !reason.trim()}>
                  Set target
                </Button>
                {dates.target ? (
                  <Button
                    variant="subtle"
                    color="red"
                    loading={save.isPending}
                    onClick={() => save.mutate(null)}
                  >
                    Clear target
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
