import type { NewOrg } from '@taxdesk/domain';
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys, createOrg } from '../api/orgs-api';
import type { CreatedFirm } from '@taxdesk/domain';

type Props = { opened: boolean; onClose: () => void; onCreated: (orgId: string) => void };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<'name' | 'ownerEmail' | 'orgId' | 'days', string>>;

function check(form: { name: string; ownerEmail: string; orgId: string; days: number | string }): Errors {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = 'Name is required.';
  if (!EMAIL.test(form.ownerEmail.trim())) errors.ownerEmail = 'Please enter a valid email address.';
  if (form.orgId.trim() && !/^[A-Za-z0-9]{6}$/.test(form.orgId.trim()))
    errors.orgId = 'Exactly six letters or digits, or leave it empty.';
  const days = Number(form.days);
  if (!Number.isInteger(days) || days < 1 || days > 3650) errors.days = 'From 1 to 3650 days.';
  return errors;
}

/** A new organisation for a firm: every feature licensed for the days given; its owner added or invited. */
export function CreateOrgModal({ opened, onClose, onCreated }: Props) {
  const queryClient = useQueryClient();
  const blank = { name: '', ownerEmail: '', orgId: '', days: 365 as number | string };
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<CreatedFirm | null>(null);
  const create = useMutation({
    mutationFn: (body: NewOrg) => createOrg(body),
    onSuccess: (data) => {
      setCreated(data);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const close = () => {
    setForm(blank);
    setErrors({});
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate({
      name: form.name.trim(),
      ownerEmail: form.ownerEmail.trim(),
      orgId: form.orgId.trim() || undefined,
      days: Number(form.days),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="New organisation" size="lg">
      {created ? (
        <Stack gap="sm">
          <Alert color="teal" title={`${created.orgId} — ${created.name}`}>
            Every feature is licensed for {created.licenceDays} days.{' '}
            {created.owner.status === 'member'
              ? `${created.owner.email} already had a TaxDesk account and is its owner.`
              : `${created.owner.email} is invited as its owner (email ${created.owner.emailStatus}).`}
          </Alert>
          {created.owner.acceptUrl && (
            <>
              <Text size="sm">The invitation link, to pass on if the email does not arrive:</Text>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {created.owner.acceptUrl}
              </Code>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button
              onClick={() => {
                onCreated(created.orgId);
                close();
              }}
            >
              Open its licence
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Organisation name"
              withAsterisk
              value={form.name}
              error={errors.name}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            />
            <TextInput
              label="Owner's email"
              withAsterisk
              description="Made owner at once if they have an account; invited otherwise."
              value={form.ownerEmail}
              error={errors.ownerEmail}
              onChange={(e) => setForm({ ...form, ownerEmail: e.currentTarget.value })}
            />
            <TextInput
              label="Organisation id"
              description="Six letters or digits; left empty, one is made."
              value={form.orgId}
              error={errors.orgId}
              styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
              onChange={(e) => setForm({ ...form, orgId: e.currentTarget.value })}
            />
            <NumberInput
              label="Licence days"
              description="Every feature, from today."
              min={1}
              max={3650}
              value={form.days}
              error={errors.days}
              onChange={(v) => setForm({ ...form, days: v })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              Create organisation
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
