import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatDateTime,
  resourceOf,
  type AreaDef,
  type AreaSettings,
  type AreaSettingsAnswer,
} from '@taxdesk/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { areaKeys } from './area-keys';
import { saveAreaSettings } from './area-settings-api';
import { lowerFirst } from './area-paths';
import { ModuleChoice } from './module-choice';

type SettingsSection = 'modules' | 'schedule' | 'alerts';

type Props = {
  orgId: string;
  area: AreaDef;
  answer: AreaSettingsAnswer;
  sections: readonly SettingsSection[];
  saveLabel?: string;
};

/** Time zones the browser knows, with India's first: the schedule runs in the organisation's zone. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Asia/Kolkata'];
  return [...new Set(['Asia/Kolkata', current, ...known])];
}

/** A 400's field errors by field path (`schedule.time`). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string> = {};
  for (const e of error.body?.errors ?? [])
    if (typeof e.field === 'string' && typeof e.message === 'string')
      out[e.field.replace(/\.\d+$/, '')] ??= e.message;
  return out;
}

/** "notices and proceedings": the records whose due dates the area reminds of. */
function dueWords(area: AreaDef): string {
  const words = area.dueTypes.map((t) => lowerFirst(resourceOf(t)?.plural ?? t));
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
    : (words[0] ?? 'records');
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

/**
 * An area's settings (all of them, or the schedule alone): edited here, saved whole. Only owners
 * and admins may save; others see the values.
 */
export function SettingsForm({ orgId, area, answer, sections, saveLabel = 'Save settings' }: Props) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AreaSettings>(answer.settings);
  const zones = useMemo(() => timeZones(draft.schedule.timezone), [draft.schedule.timezone]);
  const save = useMutation({
    mutationFn: () => saveAreaSettings(orgId, area.key, draft),
    onSuccess: (data) => {
      queryClient.setQueryData(areaKeys.settings(orgId, area.key), data);
      // Default modules and stale days shape every portal's sync screens.
      for (const p of area.portals) void queryClient.invalidateQueries({ queryKey: ['sync', orgId, p.key] });
      setDraft(data.settings);
    },
  });
  const errors = fieldErrors(save.error);
  const ro = !answer.canEdit;
  const schedule = draft.schedule;
  const setSchedule = (patch: Partial<AreaSettings['schedule']>) =>
    setDraft({ ...draft, schedule: { ...schedule, ...patch } });
  const dirty = JSON.stringify(draft) !== JSON.stringify(answer.settings);

  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        noValidate
      >
        <Stack gap="lg">
          {ro ? (
            <Alert color="gray" data-read-only>
              Only owners and admins change these settings.
            </Alert>
          ) : null}

          {sections.includes('modules') ? (
            <Section
              title="Modules to sync"
              hint="What Sync all and Sync selected pull from the portal unless you choose otherwise."
            >
              <ModuleChoice
                label="Modules"
                modules={answer.modules}
                value={draft.modules}
                onChange={(modules) => setDraft({ ...draft, modules })}
                disabled={ro}
                error={errors.modules}
              />
            </Section>
          ) : null}

          {sections.includes('schedule') ? (
            <>
              {sections.length > 1 ? <Divider /> : null}
              <Section
                title="Daily schedule"
                hint={`Every account syncs once a day at this time, in the organisation's time zone${
                  area.portals.length > 1
                    ? `; so do the ${area.portals
                        .slice(1)
                        .map((p) => lowerFirst(p.label))
                        .join(', ')}`
                    : ''
                }.`}
              >
                <Switch
                  label="Sync every account daily"
                  checked={schedule.enabled}
                  onChange={(e) => setSchedule({ enabled: e.currentTarget.checked })}
                  disabled={ro}
                />
                <Group gap="sm" align="flex-start">
                  <TextInput
                    type="time"
                    label="Time"
                    value={schedule.time}
                    onChange={(e) => setSchedule({ time: e.currentTarget.value })}
                    disabled={ro}
                    error={errors['schedule.time']}
                    w={140}
                  />
                  <Select
                    label="Time zone"
                    data={zones}
                    value={schedule.timezone}
                    onChange={(tz) => tz && setSchedule({ timezone: tz })}
                    searchable
                    allowDeselect={false}
                    disabled={ro}
                    error={errors['schedule.timezone']}
                    w={260}
                  />
                </Group>
                <ModuleChoice
                  label="Modules the daily sync covers"
                  modules={answer.modules}
                  value={schedule.modules}
                  onChange={(modules) => setSchedule({ modules })}
                  disabled={ro}
                  error={errors['schedule.modules']}
                />
                <Text size="sm" data-next-run>
                  {answer.nextRunAt
                    ? `Next daily sync: ${formatDateTime(answer.nextRunAt)} (India time).`
                    : 'The daily sync is off.'}
                </Text>
              </Section>
            </>
          ) : null}

          {sections.includes('alerts') ? (
            <>
              <Divider />
              <Section
                title="Alerts and reminders"
                hint="Who hears of new records and due dates (besides the organisation's contact, owners and admins), and how many days before a due date to remind."
              >
                <TagsInput
                  label="Alert recipients"
                  description="Email addresses; press Enter after each."
                  value={draft.alertRecipients}
                  onChange={(alertRecipients) => setDraft({ ...draft, alertRecipients })}
                  disabled={ro}
                  error={errors.alertRecipients}
                  clearable
                  maw={640}
                />
                <TagsInput
                  label="Reminder days"
                  description={`Days before a response is due, e.g. 7, 3, 1: each morning at 8 an email lists the ${dueWords(area)} due on those days that are not yet replied or closed. Leave empty for no reminders.`}
                  value={draft.reminderDays.map(String)}
                  onChange={(days) =>
                    setDraft({
                      ...draft,
                      reminderDays: days.map((d) => Number(d.trim())).filter((d) => Number.isInteger(d)),
                    })
                  }
                  disabled={ro}
                  error={errors.reminderDays}
                  maw={640}
                />
                <NumberInput
                  label="An account is stale after (days)"
                  description="Accounts not synced for longer show as stale."
                  value={draft.staleAfterDays}
                  onChange={(v) =>
                    setDraft({ ...draft, staleAfterDays: typeof v === 'number' ? v : Number(v) || 0 })
                  }
                  min={1}
                  max={90}
                  step={1}
                  allowDecimal={false}
                  disabled={ro}
                  error={errors.staleAfterDays}
                  w={260}
                />
              </Section>
            </>
          ) : null}

          {!ro ? (
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                disabled={!dirty || save.isPending}
                onClick={() => setDraft(answer.settings)}
              >
                Undo changes
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!dirty}>
                {saveLabel}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
