import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { notify } from '../../shared/notices/notify';
import { recordKeys } from '../../shared/resource';
import { passwordSchema, type PasswordBody } from './add-account-schema';
import { updateItPassword } from './it-accounts-api';
import { serverFieldErrors } from './server-errors';

type Props = { orgId: string; pan: string; opened: boolean; onClose: () => void };

/** Stores a new portal password; the server also lifts a login block. */
export function UpdatePasswordModal({ orgId, pan, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<PasswordBody>({
    resolver: zodResolver(passwordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const save = useMutation({
    mutationFn: (body: PasswordBody) => updateItPassword(orgId, pan, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, 'itAccount') });
      notify({
        tone: 'positive',
        message: `Password of ${pan} updated`,
      });
      form.reset({ password: '' });
      onClose();
    },
    onError: (error) => {
      const e = serverFieldErrors(error).find((x) => x.field === 'password');
      if (e) form.setError('password', { message: e.message });
    },
  });
  const close = () => {
    form.reset({ password: '' });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Update password of ${pan}`}>
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The password of the income-tax e-filing portal. It is stored encrypted and never shown again.
          </Text>
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            data-autofocus
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Update password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
