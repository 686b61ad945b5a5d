import { Button, Divider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchProviders, oidcStartHref } from '../../shared/auth/auth-api';

/** "Sign in with <provider>" when the server has an OpenID Connect provider configured. */
export function OidcSignIn({ returnTo }: { returnTo: string }) {
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: fetchProviders,
    staleTime: Infinity,
  });
  const oidc = providers.data?.oidc;
  if (!oidc) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button component="a" href={oidcStartHref(oidc, returnTo)} variant="default" fullWidth>
        Sign in with {oidc.name}
      </Button>
    </>
  );
}
