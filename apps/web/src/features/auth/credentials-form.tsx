import { Button, Stack } from '@mantine/core';
import type { Credentials } from '@taxdesk/domain';
import { FormTextField } from '../../shared/forms/form-text-field';
import { rules } from '../../shared/forms/rules';
import { useAppForm } from '../../shared/forms/use-app-form';

type Props = {
  mode: 'sign-in' | 'create';
  onSubmit: (credentials: Credentials) => Promise<void>;
};

/** Email and password, for signing in or creating an account. */
export function CredentialsForm({ mode, onSubmit }: Props) {
  const form = useAppForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const creating = mode === 'create';
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit({ ...values, email: values.email.trim() }))}
    >
      <Stack gap="sm">
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          checks={[rules.email()]}
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete={creating ? 'new-password' : 'current-password'}
          required
          withAsterisk={false}
          checks={creating ? [rules.minLength('Password', 8)] : []}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth mt="xs">
          {creating ? 'Create account' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
