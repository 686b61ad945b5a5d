import { Alert, Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import type { Credentials, SecondFactorChallenge } from '@taxdesk/domain';
import { register, signIn } from '../../shared/auth/auth-api';
import { rememberEmailToConfirm } from '../../shared/auth/email-to-confirm';
import { resolveDestination } from '../../shared/auth/resolve-destination';
import { APP_BASE, safeReturnTo, splitAppHref } from '../../shared/navigation/app-path';
import { PathLink, useNavigateToPath } from '../../shared/routing/path-link';
import { ReasonNotice } from '../../shared/ui/reason-notice';
import { AuthCard } from './auth-card';
import { CredentialsForm } from './credentials-form';
import { OidcSignIn } from './oidc-sign-in';
import { SecondFactorStep } from './second-factor-step';

/** Sign in (built-in account or the identity provider), or create an account. */
function LoginScreen(_props: ScreenProps) {
  const [mode, setMode] = useState<'sign-in' | 'create'>('sign-in');
  const [problem, setProblem] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge['secondFactor'] | null>(null);
  const location = useLocation();
  const navigate = useNavigateToPath();
  const queryClient = useQueryClient();
  const search = location.search as Record<string, unknown>;
  const returnTo = typeof search.returnTo === 'string' ? search.returnTo : null;
  const creating = mode === 'create';

  const submit = async (credentials: Credentials) => {
    // Errors (wrong password, taken email) arrive as notices from the API client.
    const answer = await (creating ? register(credentials).then(() => null) : signIn(credentials)).then(
      (next) => ({ next }),
      () => null,
    );
    if (!answer) return;
    rememberEmailToConfirm(creating ? credentials.email : null);
    if (answer.next) {
      setChallenge(answer.next);
      return;
    }
    await proceed();
  };

  /** Signed in: on to where the person was going, or their first organisation. */
  const proceed = async () => {
    queryClient.clear();
    setProblem(null);
    const destination = await resolveDestination(returnTo).catch((error: unknown) => {
      setProblem(
        `Your organisations could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    });
    if (destination === undefined) return;
    if (destination === null) {
      setProblem('Your account is not a member of any organisation yet. Ask an owner to add you.');
      return;
    }
    await navigate({ ...splitAppHref(destination), replace: true });
  };

  if (challenge)
    return (
      <AuthCard
        title={challenge.step === 'code' ? 'Two-step sign-in' : 'Set up two-step sign-in'}
        subtitle="Your password was right; one more step."
      >
        {problem && (
          <Alert color="yellow" role="alert">
            {problem}
          </Alert>
        )}
        <SecondFactorStep challenge={challenge} onSignedIn={proceed} onCancel={() => setChallenge(null)} />
      </AuthCard>
    );

  return (
    <AuthCard
      title={creating ? 'Create your account' : 'Sign in'}
      subtitle={
        creating ? 'You will name your organisation next.' : 'Compliance for all your client organisations.'
      }
    >
      <ReasonNotice />
      {problem && (
        <Alert color="yellow" role="alert">
          {problem}
        </Alert>
      )}
      <CredentialsForm key={mode} mode={mode} onSubmit={submit} />
      {!creating && (
        <Text size="sm" ta="right" mt={-8}>
          <Anchor component={PathLink} to="/forgot-password">
            Forgot password?
          </Anchor>
        </Text>
      )}
      {!creating && <OidcSignIn returnTo={safeReturnTo(returnTo) ? returnTo! : `${APP_BASE}/`} />}
      <Text size="sm" ta="center">
        {creating ? 'Already have an account? ' : 'New to TaxDesk? '}
        <Anchor component="button" type="button" onClick={() => setMode(creating ? 'sign-in' : 'create')}>
          {creating ? 'Sign in instead' : 'Create account'}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

export default LoginScreen;
