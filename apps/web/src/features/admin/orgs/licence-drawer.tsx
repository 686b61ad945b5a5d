import { Alert, Badge, Button, Divider, Drawer, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEATURES, addDaysNumber, type OrgDetail } from '@taxdesk/domain';
import { useState } from 'react';
import { clearOrgInfo } from '../../../shared/org/org-info-store';
import { adminKeys, fetchOrg, saveLicence } from '../api/orgs-api';
import { dayToIso } from '../ui/licence-day';
import { QueryState } from '../ui/query-state';
import {
  formOf,
  isEmptyPatch,
  patchOf,
  withEveryExpiry,
  type FormErrors,
  type LicenceForm,
} from './licence-form';
import { DayInput } from '../../../shared/forms/day-input';

type Props = { orgId: string | null; currentOrgId: string; onClose: () => void };

/** One organisation's licence: the overall expiry, and each feature's expiry and on/off switch. */
export function LicenceDrawer({ orgId, currentOrgId, onClose }: Props) {
  const detail = useQuery({
    queryKey: adminKeys.org(orgId ?? ''),
    queryFn: () => fetchOrg(orgId!),
    enabled: !!orgId,
  });
  return (
    <Drawer opened={!!orgId} onClose={onClose} position="right" size="xl" title={`Licence of ${orgId ?? ''}`}>
      {orgId && (
        <QueryState query={detail} what="the organisation">
          {(org) => <LicenceEditor key={org.orgId} org={org} currentOrgId={currentOrgId} onClose={onClose} />}
        </QueryState>
      )}
    </Drawer>
  );
}

function LicenceEditor({
  org,
  currentOrgId,
  onClose,
}: {
  org: OrgDetail;
  currentOrgId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LicenceForm>(() => formOf(org.licence));
  const [errors, setErrors] = useState<FormErrors>({});
  const [everyDay, setEveryDay] = useState(dayToIso(addDaysNumber(new Date(), 365)));
  // The form starts from the licence once and then follows what is saved: a background refetch
  // of the organisation must not wipe what the operator is in the middle of changing.
  const save = useMutation({
    mutationFn: (patch: Parameters<typeof saveLicence>[1]) => saveLicence(org.orgId, patch),
    onSuccess: (saved) => {
      setForm(formOf(saved));
      // The operator's own organisation: its Home tiles and guard read the cached org info.
      if (org.orgId === currentOrgId.toUpperCase()) clearOrgInfo();
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const submit = () => {
    const { patch, errors: found } = patchOf(org.licence, form);
    setErrors(found);
    if (Object.keys(found).length || isEmptyPatch(patch)) return;
    save.mutate(patch);
  };
  const setFeature = (f: (typeof FEATURES)[number], change: Partial<LicenceForm['features'][typeof f]>) =>
    setForm((cur) => ({ ...cur, features: { ...cur.features, [f]: { ...cur.features[f], ...change } } }));

  return (
    <Stack gap="sm">
      <Text fw={600}>{org.name}</Text>
      <Text size="sm" c="dimmed">
        Owners: {org.owners.join(', ') || 'none yet'} · {org.members} member(s)
        {org.referredBy ? ` · referred with ${org.referredBy.code}` : ''}
      </Text>
      {org.licence.expired && (
        <Alert color="red" variant="light">
          The overall licence has run out: every feature is closed and members are sent to sign in again.
        </Alert>
      )}
      <DayInput
        label="Overall licence expiry"
        description="Every feature closes after this day, whatever its own date says."
        value={form.licExpiry}
        error={errors.licExpiry}
        onChange={(day) => setForm({ ...form, licExpiry: day })}
        w={260}
      />
      <Table verticalSpacing={4} data-testid="licence-features">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Feature</Table.Th>
            <Table.Th>Expiry</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>Today</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FEATURES.map((f) => {
            const label = org.licence.features[f].label;
            return (
              <Table.Tr key={f} data-feature={f}>
                <Table.Td>
                  {label}
                  {f === 'icegate' && (
                    <Text size="xs" c="dimmed">
                      licIceGateCounter
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <DayInput
                    size="xs"
                    aria-label={`Expiry of ${label}`}
                    value={form.features[f].expiry}
                    error={errors[f]}
                    onChange={(day) => setFeature(f, { expiry: day })}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${label} active`}
                    checked={form.features[f].active}
                    onChange={(e) => setFeature(f, { active: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={org.licence.features[f].open ? 'teal' : 'gray'}>
                    {org.licence.features[f].open ? 'Open' : 'Closed'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group gap="xs" align="flex-end">
        <DayInput size="xs" label="Every expiry until" value={everyDay} onChange={setEveryDay} />
        <Button
          size="xs"
          variant="default"
          onClick={() => setForm(withEveryExpiry(form, everyDay))}
          disabled={!everyDay}
        >
          Set all dates
        </Button>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Members' screens pick the change up within 30 minutes (at once on their next sign-in); the API at
          once.
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save licence
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
