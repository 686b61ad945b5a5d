import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChangePasswordBody } from '@taxdesk/domain';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client';
import { serverFieldErrors } from '../../../shared/api/server-field-errors';
import { changePassword } from '../../../shared/auth/account-api';
import { mySessionsKey } from '../api/sessions-api';

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '' };

/** Settings → Password: the person's own built-in password; their other sessions end with it. */
export function ChangePassword() {
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBody),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: changePassword,
    // The server's answer (how many other sessions ended) shows as the notice.
    onSuccess: () => {
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: mySessionsKey });
    },
    onError: (error) => {
      // A wrong current password is a 403; the server names a refused new one `password`.
      if (error instanceof ApiError && error.status === 403)
        form.setError('currentPassword', { message: error.message });
      for (const e of serverFieldErrors(error))
        form.setError(e.field === 'currentPassword' ? 'currentPassword' : 'newPassword', {
          message: e.message,
        });
    },
  });
  const otherProblem =
    change.error instanceof ApiError && change.error.status !== 403 && change.error.status !== 400
      ? change.error.message
      : null;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Change password
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Your sign-in password. Your other signed-in sessions end when it changes.
      </Text>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => change.mutateAsync(body).catch(() => undefined))}
      >
        <Stack gap="sm" maw={360}>
          {otherProblem && (
            <Alert color="red" role="alert">
              {otherProblem}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            error={form.formState.errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
