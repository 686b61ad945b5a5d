import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createCode, referralKeys } from '../api/referrals-api';

/** A referral code for a firm on TaxDesk (its organisation id) or a named referrer. */
export function NewCodeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const blank = { code: '', ownerOrgId: '', ownerName: '', note: '' };
  const [form, setForm] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      createCode({
        code: form.code.trim() || undefined,
        ownerOrgId: form.ownerOrgId.trim() || undefined,
        ownerName: form.ownerName.trim() || undefined,
        note: form.note.trim() || undefined,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: referralKeys.codes });
      close();
    },
  });
  const close = () => {
    setForm(blank);
    setError(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!form.ownerOrgId.trim() && !form.ownerName.trim()) {
      setError('Give the organisation the code belongs to, or a name.');
      return;
    }
    setError(null);
    create.mutate();
  };
  return (
    <Modal opened={opened} onClose={close} title="New referral code">
      <Stack gap="sm">
        <TextInput
          label="Code"
          description="4 to 20 letters, digits or dashes; left empty, one is made."
          value={form.code}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
          onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
        />
        <TextInput
          label="Referring organisation"
          description="Its six-character id, when the referrer is a firm on TaxDesk."
          value={form.ownerOrgId}
          error={error}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
          onChange={(e) => setForm({ ...form, ownerOrgId: e.currentTarget.value })}
        />
        <TextInput
          label="Referrer's name"
          description="Shown in the tracker; the organisation's name when left empty."
          value={form.ownerName}
          onChange={(e) => setForm({ ...form, ownerName: e.currentTarget.value })}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          value={form.note}
          onChange={(e) => setForm({ ...form, note: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create code
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
