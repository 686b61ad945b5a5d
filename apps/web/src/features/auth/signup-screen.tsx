import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { completeSignup, signOut } from '../../shared/auth/auth-api';
import { FormTextField } from '../../shared/forms/form-text-field';
import { rules } from '../../shared/forms/rules';
import { useAppForm } from '../../shared/forms/use-app-form';
import { useNavigateToPath } from '../../shared/routing/path-link';
import { pendingInvitation } from '../../shared/auth/invitation-api';
import { AuthCard } from './auth-card';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { JoinInvitation } from './join-invitation';

type SignupValues = { name: string; orgName: string; referralCode: string };

/** Completes a first sign-in: the user's name and their first organisation, which they own. */
function SignupScreen(_props: ScreenProps) {
  const search = useLocation().search as Record<string, unknown>;
  const form = useAppForm<SignupValues>({
    defaultValues: { name: '', orgName: '', referralCode: typeof search.ref === 'string' ? search.ref : '' },
  });
  // The invitation link this tab opened (moved out of its address at start), on its way to Users.
  const returnTo = typeof search.returnTo === 'string' ? search.returnTo : '';
  const invitation = /^\/a\/[A-Za-z0-9]{6}\/user$/.test(returnTo) ? pendingInvitation() : null;
  const [createOwn, setCreateOwn] = useState(false);
  const navigate = useNavigateToPath();
  const queryClient = useQueryClient();

  const submit = async (values: SignupValues) => {
    const referralCode = values.referralCode.trim();
    const orgId = await completeSignup({
      name: values.name.trim(),
      orgName: values.orgName.trim(),
      ...(referralCode ? { referralCode } : {}),
    }).catch(() => null);
    if (!orgId) return;
    queryClient.clear();
    await navigate({ to: `/${orgId}`, replace: true });
  };

  if (invitation && !createOwn) {
    return (
      <AuthCard title="Complete your registration" subtitle="You were invited to an organisation.">
        <JoinInvitation
          orgId={invitation.orgId}
          token={invitation.token}
          onCreateOwn={() => setCreateOwn(true)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Complete your registration" subtitle="Tell us who you are and name your organisation.">
      <ConfirmEmailNotice />
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="sm">
          <FormTextField
            control={form.control}
            name="name"
            label="Name"
            autoComplete="name"
            required
            withAsterisk={false}
            checks={[rules.maxLength('Name', 120)]}
          />
          <FormTextField
            control={form.control}
            name="orgName"
            label="Organisation name"
            autoComplete="organization"
            required
            withAsterisk={false}
            checks={[rules.maxLength('Organisation name', 200)]}
          />
          <FormTextField
            control={form.control}
            name="referralCode"
            label="Referral code (optional)"
            autoComplete="off"
            checks={[rules.maxLength('Referral code', 40)]}
          />
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth mt="xs">
            Create organisation
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Not you?{' '}
        <Anchor
          component="button"
          type="button"
          onClick={async () => {
            await signOut();
            await navigate({ to: '/login', replace: true });
          }}
        >
          Sign out
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export default SignupScreen;
