import type {
  RecoveryCodes,
  SecondFactorProofBody,
  SecondFactorSetup,
  SecondFactorSignedIn,
  SecondFactorStatus,
  SessionTokens,
} from '@taxdesk/domain';
import { api } from '../api/client';
import { setSession } from '../auth/session';

/** Two-step sign-in: the step after the password, and the person's own settings. */

export async function finishSignIn(ticket: string, code: string): Promise<void> {
  const session = await api<SessionTokens>('/auth/second-factor', {
    method: 'POST',
    body: { ticket, code },
    quiet: true,
  });
  setSession(session);
}

/** Setting up an app for a sign-in that must have one (`ticket`), and confirming it. */
type SetupApi = {
  start(): Promise<SecondFactorSetup>;
  /** The first code turns it on; answers the recovery codes. */
  confirm(code: string): Promise<string[]>;
};

export function setupAtSignIn(ticket: string): SetupApi {
  return {
    start: () => api<SecondFactorSetup>('/auth/second-factor/setup', { method: 'POST', body: { ticket } }),
    async confirm(code) {
      const { recoveryCodes, ...session } = await api<SecondFactorSignedIn>(
        '/auth/second-factor/setup/confirm',
        {
          method: 'POST',
          body: { ticket, code },
          quiet: true,
        },
      );
      setSession(session);
      return recoveryCodes;
    },
  };
}

/** From Settings: the password again first (a session alone does not change how the account signs in). */
export const startMySetup = (password: string) =>
  api<SecondFactorSetup>('/me/second-factor/setup', { method: 'POST', body: { password }, quiet: true });

export const confirmMySetup = async (code: string) =>
  (await api<RecoveryCodes>('/me/second-factor/confirm', { method: 'POST', body: { code }, quiet: true }))
    .recoveryCodes;

export const secondFactorKey = ['me', 'second-factor'] as const;

export const fetchSecondFactor = () => api<SecondFactorStatus>('/me/second-factor');

export const newRecoveryCodes = async (proof: SecondFactorProofBody) =>
  (await api<RecoveryCodes>('/me/second-factor/recovery-codes', { method: 'POST', body: proof, quiet: true }))
    .recoveryCodes;

export const turnOffSecondFactor = (proof: SecondFactorProofBody) =>
  api<null>('/me/second-factor/turn-off', { method: 'POST', body: proof, quiet: true });
