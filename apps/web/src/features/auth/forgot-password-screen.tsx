import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ForgotPasswordBody } from '@taxdesk/domain';
import { useForm } from 'react-hook-form';
import type { ScreenProps } from '../../app/screen-types';
import { forgotPassword } from '../../shared/auth/account-api';
import { PathLink } from '../../shared/routing/path-link';
import { AuthCard } from './auth-card';

/** Asks for a reset link; the answer never says whether the address has an account. */
function ForgotPasswordScreen(_props: ScreenProps) {
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const send = useMutation({ mutationFn: forgotPassword });
  return (
    <AuthCard title="Reset your password" subtitle="We will email you a link to choose a new one.">
      {send.isSuccess ? (
        <Alert color="green" role="status" title="Check your email">
          If an account has this address, we have sent a link to it. The link works once, for an hour.
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((body) => send.mutateAsync(body).catch(() => undefined))}
        >
          <Stack gap="sm">
            {send.isError && (
              <Alert color="red" role="alert">
                {send.error.message}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              withAsterisk={false}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" loading={send.isPending} fullWidth mt="xs">
              Send link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={PathLink} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export default ForgotPasswordScreen;
