import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { notify } from '../../shared/notices/notify';
import { recordKeys } from '../../shared/resource';
import { syncKeys } from '../../shared/sync';
import { passwordSchema, type PasswordBody } from './login-schema';
import { updatePassword } from '../../shared/area/update-password-api';
import { serverFieldErrors, type LoginKind } from './rp-arca-api';

type Props = { orgId: string; kind: LoginKind; loginId: string | null; onClose: () => void };

/** Stores a new portal password for a Reply account or the ARCA login; the server lifts a login block. */
export function PasswordModal({ orgId, kind, loginId, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<PasswordBody>({
    resolver: zodResolver(passwordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const save = useMutation({
    mutationFn: (body: PasswordBody) => updatePassword(orgId, kind, loginId ?? '', body.password),
    onSuccess: () => {
      // The sync screens list the portal's accounts under the sync keys.
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, kind) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
      notify({ tone: 'positive', message: `Password of ${loginId} updated` });
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
    <Modal opened={loginId !== null} onClose={close} title={`Update password of ${loginId ?? ''}`}>
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            The e-filing portal password. It is stored encrypted and never shown again; a blocked login is
            tried again at the next sync.
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
