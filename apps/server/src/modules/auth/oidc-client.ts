import * as client from 'openid-client';
import type { Config } from '../../config';

type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  name: string;
  redirectUri: string;
};

export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  const base = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    name: config.OIDC_NAME,
    redirectUri: new URL('/api/auth/oidc/callback', base).toString(),
  };
}

/** Discovery is done once and kept; a failure is retried on the next sign-in. */
export function oidcConfigurationLoader(settings: OidcSettings): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | null = null;
  return () => {
    pending ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // A loopback or intranet provider over plain http is allowed only where configured so.
        execute: settings.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        pending = null;
        throw err;
      });
    return pending;
  };
}
