import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { SecondFactorChallenge, SecondFactorSetup } from '@taxdesk/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/client';
import { serverFieldErrors } from '../../shared/api/server-field-errors';
import { AuthenticatorSetup } from '../../shared/second-factor/authenticator-setup';
import { RecoveryCodesList } from '../../shared/second-factor/recovery-codes-list';
import { finishSignIn, setupAtSignIn } from '../../shared/second-factor/second-factor-api';

type Challenge = SecondFactorChallenge['secondFactor'];

/**
 * The step after a right password: a code from the authenticator app (or a recovery code), or,
 * for a person who must have one and has none, setting one up. `onSignedIn` goes on as the
 * password alone would have.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: Challenge;
  onSignedIn: () => Promise<void>;
  onCancel: () => void;
}) {
  return challenge.step === 'code' ? (
    <CodeStep ticket={challenge.ticket} onSignedIn={onSignedIn} onCancel={onCancel} />
  ) : (
    <SetupStep
      ticket={challenge.ticket}
      reason={challenge.reason}
      onSignedIn={onSignedIn}
      onCancel={onCancel}
    />
  );
}

function CodeStep({
  ticket,
  onSignedIn,
  onCancel,
}: {
  ticket: string;
  onSignedIn: () => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) {
      setError('Type the 6-digit code from your app, or a recovery code.');
      return;
    }
    setBusy(true);
    try {
      await finishSignIn(ticket, code.trim());
      await onSignedIn();
    } catch (failure) {
      const field = serverFieldErrors(failure).find((e) => e.field === 'code');
      setError(field?.message ?? (failure instanceof ApiError ? failure.message : String(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text size="sm">Open your authenticator app and type the code it shows for TaxDesk.</Text>
        <TextInput
          label="Code"
          description="Six digits from your app, or one of your recovery codes"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={onCancel}>
            Sign in as someone else
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function SetupStep({
  ticket,
  reason,
  onSignedIn,
  onCancel,
}: {
  ticket: string;
  reason: string | null;
  onSignedIn: () => Promise<void>;
  onCancel: () => void;
}) {
  const [api] = useState(() => setupAtSignIn(ticket));
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (codes)
    return (
      <Stack gap="sm">
        <RecoveryCodesList codes={codes} />
        <Button onClick={() => void onSignedIn()}>I have saved them: continue</Button>
      </Stack>
    );
  if (setup) return <AuthenticatorSetup setup={setup} confirm={api.confirm} onConfirmed={setCodes} />;
  return (
    <Stack gap="sm">
      <Alert color="blue" title="Set up two-step sign-in">
        {reason ?? 'A second factor is needed to sign in.'} You will type a code from an authenticator app on
        your phone after your password each time you sign in.
      </Alert>
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          api
            .start()
            .then(setSetup)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        Set up my authenticator app
      </Button>
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" onClick={onCancel}>
          Not now: sign in as someone else
        </Anchor>
      </Text>
    </Stack>
  );
}
