import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { resendVerification, verifyEmail } from '../../shared/auth/account-api';
import { linkTokenOf, takeLinkToken } from '../../shared/auth/link-token';
import { getSession } from '../../shared/auth/session';
import { PathLink, useNavigateToPath } from '../../shared/routing/path-link';
import { AuthCard } from './auth-card';

/** The link from the confirmation email: spends its token once and says how that went. */
function VerifyEmailScreen(_props: ScreenProps) {
  const [token] = useState(() => linkTokenOf(window.location.hash));
  useEffect(() => void takeLinkToken(), []);
  const signedIn = getSession() !== null;
  const navigate = useNavigateToPath();
  const verify = useQuery({
    queryKey: ['verify-email', token],
    // One request per link even when the screen mounts twice: a second one would find it spent.
    queryFn: () => verifyEmail(token!).then(() => true),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const resend = useMutation({ mutationFn: resendVerification });

  let body;
  if (token === null || verify.isError) {
    body = (
      <Stack gap="sm">
        <Alert color="red" role="alert" title="This link cannot be used">
          {token === null
            ? 'The link is not complete. Open it from the email again, or copy the whole address.'
            : verify.error instanceof Error
              ? verify.error.message
              : String(verify.error)}
        </Alert>
        {signedIn ? (
          resend.isSuccess ? (
            <Text role="status">We sent you a new link. It works once.</Text>
          ) : (
            <>
              {resend.isError && (
                <Alert color="red" role="alert">
                  {resend.error.message}
                </Alert>
              )}
              <Button onClick={() => resend.mutate()} loading={resend.isPending} fullWidth>
                Send a new link
              </Button>
            </>
          )
        ) : (
          <Text size="sm">
            <Anchor component={PathLink} to="/login">
              Sign in
            </Anchor>{' '}
            to send yourself a new link.
          </Text>
        )}
      </Stack>
    );
  } else if (verify.isPending) {
    body = <Loader size="sm" aria-label="Confirming your email address" />;
  } else {
    body = (
      <Stack gap="sm">
        <Alert color="green" role="status" title="Your email address is confirmed">
          Invitations sent to this address can now be accepted.
        </Alert>
        <Button onClick={() => void navigate({ to: '/login', replace: true })} fullWidth>
          {signedIn ? 'Continue' : 'Sign in'}
        </Button>
      </Stack>
    );
  }
  return <AuthCard title="Confirm your email address">{body}</AuthCard>;
}

export default VerifyEmailScreen;
