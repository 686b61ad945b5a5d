import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { NewPassword } from '@taxdesk/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ScreenProps } from '../../app/screen-types';
import { resetPassword } from '../../shared/auth/account-api';
import { linkTokenOf, takeLinkToken } from '../../shared/auth/link-token';
import { serverFieldErrors } from '../../shared/api/server-field-errors';
import { PathLink, useNavigateToPath } from '../../shared/routing/path-link';
import { AuthCard } from './auth-card';

const ResetForm = z
  .object({ password: NewPassword, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'The two passwords differ.' });
type ResetForm = z.infer<typeof ResetForm>;

/** The link from the reset email: a new password, then sign in with it. */
function ResetPasswordScreen(_props: ScreenProps) {
  const [token] = useState(() => linkTokenOf(window.location.hash));
  useEffect(() => void takeLinkToken(), []);
  const navigate = useNavigateToPath();
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetForm),
    mode: 'onTouched',
    defaultValues: { password: '', repeat: '' },
  });
  const reset = useMutation({
    mutationFn: (values: ResetForm) => resetPassword({ token: token!, password: values.password }),
    onSuccess: async () => {
      // The server's answer ("please sign in with it") stays on as the notice over Login.
      await navigate({ to: '/login', replace: true });
    },
    onError: (error) => {
      const e = serverFieldErrors(error).find((x) => x.field === 'password');
      if (e) form.setError('password', { message: e.message });
    },
  });
  const linkProblem =
    token === null
      ? 'The link is not complete. Open it from the email again, or copy the whole address.'
      : reset.isError && serverFieldErrors(reset.error).length === 0
        ? reset.error.message
        : null;

  return (
    <AuthCard title="Choose a new password" subtitle="At least 8 characters; not a common password.">
      {linkProblem && (
        <Alert color="red" role="alert" title="This link cannot be used">
          {linkProblem}
        </Alert>
      )}
      {token !== null && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => reset.mutateAsync(values).catch(() => undefined))}
        >
          <Stack gap="sm">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              withAsterisk={false}
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              label="New password again"
              autoComplete="new-password"
              required
              withAsterisk={false}
              error={form.formState.errors.repeat?.message}
              {...form.register('repeat')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth mt="xs">
              Set new password
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        {linkProblem ? (
          <Anchor component={PathLink} to="/forgot-password">
            Ask for a new link
          </Anchor>
        ) : (
          <Anchor component={PathLink} to="/login">
            Back to sign in
          </Anchor>
        )}
      </Text>
    </AuthCard>
  );
}

export default ResetPasswordScreen;
