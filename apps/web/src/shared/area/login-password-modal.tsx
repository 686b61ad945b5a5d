import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PasswordBody } from '@taxdesk/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { serverFieldErrors } from '../api/server-field-errors';
import { notify } from '../notices/notify';
import { recordKeys } from '../resource/records-api';
import { syncKeys } from '../sync';
import { updatePassword } from './update-password-api';
import { FormButtons } from '../forms/form-buttons';

type Props = {
  orgId: string;
  /** The portal's key in the sync API (`it`, `gst`, `rp`, ...). */
  portal: string;
  /** The login whose password changes; the modal is open while one is given. */
  loginId: string | null;
  onClose: () => void;
  /** Said above the field; the default says how the password is kept. */
  description?: ReactNode;
  /** Under the field: why the login is blocked, "Sync this account now", ... */
  children?: ReactNode;
  /** Once the password is stored (e.g. start the account's sync); its failure shows in the modal. */
  afterSave?: (loginId: string) => Promise<void>;
  /** The notice once saved; null when `afterSave`'s caller says it itself. */
  savedMessage?: string | null;
};

/**
 * A new portal password for one login of any portal, as the client set it: the server stores it
 * sealed and lifts the login's block. A password the server refuses is shown under the field.
 */
export function LoginPasswordModal({
  orgId,
  portal,
  loginId,
  onClose,
  description,
  children,
  afterSave,
  savedMessage,
}: Props) {
  const queryClient = useQueryClient();
  const form = useForm<PasswordBody>({
    resolver: zodResolver(PasswordBody),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const save = useMutation({
    mutationFn: async ({ login, body }: { login: string; body: PasswordBody }) => {
      await updatePassword(orgId, portal, login, body.password);
      await afterSave?.(login);
    },
    onSuccess: (_, { login }) => {
      // Account lists live under the sync keys, account pages under the records'.
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, portal) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
      const message = savedMessage === undefined ? `Password of ${login} updated` : savedMessage;
      if (message) notify({ tone: 'positive', message });
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
    save.reset();
    onClose();
  };
  return (
    <Modal opened={loginId !== null} onClose={close} title={`Update password of ${loginId ?? ''}`}>
      <form
        onSubmit={form.handleSubmit((body) => loginId !== null && save.mutate({ login: loginId, body }))}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {description ??
              'The portal password, as the client set it. It is stored encrypted and never shown again; a blocked login is tried again at the next sync.'}
          </Text>
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            data-autofocus
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          {children}
          <FormButtons onCancel={close} submitLabel="Update password" loading={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
