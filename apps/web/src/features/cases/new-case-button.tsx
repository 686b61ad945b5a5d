import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigateTo } from '../../shared/resource/router';
import { createCase } from './cases-api';

/** Starts an empty case by hand; its records are linked from the case's screen. */
export function NewCaseButton({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const navigate = useNavigateTo();
  const create = useMutation({
    mutationFn: () => createCase(orgId, { title }),
    onSuccess: (c) => {
      setOpen(false);
      void navigate({ to: `/${orgId}/cases/${c.id}` });
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>New case</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="New case">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Stack>
            <TextInput
              label="Title"
              required
              data-autofocus
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={create.error ? (create.error as Error).message : undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Start case
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
