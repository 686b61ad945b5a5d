import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { ScreenProps } from '../../../app/screen-types';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { rules } from '../../../shared/forms/rules';
import { useAppForm } from '../../../shared/forms/use-app-form';
import { clearOrgInfo } from '../../../shared/org/org-info-store';
import type { OrgSettings } from '@taxdesk/domain';
import { fetchSettings, saveSettings, sendTestEmail, settingsKey } from '../api/settings-api';
import { ChangePassword } from './change-password';
import { SignedInSessions } from './signed-in-sessions';
import { TwoStepSignIn } from './two-step-sign-in';

function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const all = intl.supportedValuesOf?.('timeZone') ?? [];
  return all.includes('Asia/Kolkata') ? all : ['Asia/Kolkata', ...all];
}

const ALERTS: { key: keyof OrgSettings['alerts']; label: string; description: string }[] = [
  { key: 'newNotices', label: 'New notices', description: 'An email when a sync finds new notices.' },
  {
    key: 'weeklyDigest',
    label: 'Weekly digest',
    description: 'Every Monday morning: what falls due in the coming week.',
  },
  {
    key: 'notSynced',
    label: 'Accounts not synced',
    description: 'Every morning: accounts that have not synced for 3 days.',
  },
  {
    key: 'loginBlocked',
    label: 'Logins refused',
    description: 'As soon as a portal refuses a stored password or locks a login, with the reason.',
  },
  {
    key: 'partyChanges',
    label: 'Party changes',
    description:
      'When a party lookup finds a change: a GSTIN cancelled, an enterprise reclassified, a name changed.',
  },
];

/**
 * Settings (`/{orgId}/settings`): name, contact, timezone, alert emails and the sign-in rule, which
 * owners and admins edit; and every member's own password, two-step sign-in and sessions.
 */
export default function SettingsScreen({ orgId }: ScreenProps) {
  const settings = useQuery({ queryKey: settingsKey(orgId), queryFn: () => fetchSettings(orgId) });
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={2}>Settings</Title>
        <Text size="sm" c="dimmed">
          Alerts go to the contact email and to every owner and admin, at the organisation’s local time.
        </Text>
      </div>
      {settings.isError ? (
        <Alert color="red">{(settings.error as Error).message}</Alert>
      ) : !settings.data ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <SettingsForm orgId={orgId} initial={settings.data} canEdit={settings.data.canEdit} />
      )}
      <ChangePassword />
      <TwoStepSignIn />
      <SignedInSessions />
    </Stack>
  );
}

function SettingsForm({
  orgId,
  initial,
  canEdit,
}: {
  orgId: string;
  initial: OrgSettings;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const zones = useMemo(timeZones, []);
  const form = useAppForm<OrgSettings>({ defaultValues: initial });
  useEffect(() => form.reset(initial), [initial, form]);
  const save = useMutation({
    mutationFn: (values: OrgSettings) => saveSettings(orgId, values),
    onSuccess: (_d, values) => {
      form.reset(values);
      clearOrgInfo();
      void queryClient.invalidateQueries({ queryKey: settingsKey(orgId) });
    },
  });
  const test = useMutation({ mutationFn: () => sendTestEmail(orgId) });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          {!canEdit && <Alert color="gray">Only owners and admins change these settings.</Alert>}
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              Organisation
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FormTextField
                control={form.control}
                name="name"
                label="Organisation name"
                required
                checks={[rules.maxLength('Organisation name', 120)]}
              />
              <Controller
                control={form.control}
                name="timezone"
                render={({ field }) => (
                  <Select
                    label="Timezone"
                    searchable
                    allowDeselect={false}
                    data={zones}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    disabled={!canEdit}
                  />
                )}
              />
              <FormTextField
                control={form.control}
                name="contactEmail"
                label="Contact email"
                checks={[rules.email()]}
              />
              <FormTextField
                control={form.control}
                name="contactPhone"
                label="Contact phone"
                checks={[
                  rules.pattern(
                    'Contact phone',
                    /^\+?[0-9][0-9 ()-]{5,19}$/,
                    'Please enter a valid phone number.',
                  ),
                ]}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              Sign-in
            </Title>
            <Controller
              control={form.control}
              name="requireSecondFactor"
              render={({ field }) => (
                <Switch
                  label="Members must use two-step sign-in"
                  description="A member who signs in with a password and has no authenticator app sets one up at their next sign-in. Single sign-on relies on your identity provider's own second factor."
                  checked={!!field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  disabled={!canEdit}
                />
              )}
            />
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              Alert emails
            </Title>
            <Stack gap="sm">
              {ALERTS.map((a) => (
                <Controller
                  key={a.key}
                  control={form.control}
                  name={`alerts.${a.key}`}
                  render={({ field }) => (
                    <Switch
                      label={a.label}
                      description={a.description}
                      checked={!!field.value}
                      onChange={(e) => field.onChange(e.currentTarget.checked)}
                      disabled={!canEdit}
                    />
                  )}
                />
              ))}
            </Stack>
          </Paper>
          {canEdit && (
            <Group justify="space-between">
              <Button variant="default" loading={test.isPending} onClick={() => test.mutate()}>
                Send me a test email
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
                Save settings
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
