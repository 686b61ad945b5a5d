import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorProofBody, SecondFactorSetup } from '@taxdesk/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client';
import { serverFieldErrors } from '../../../shared/api/server-field-errors';
import { AuthenticatorSetup } from '../../../shared/second-factor/authenticator-setup';
import { RecoveryCodesList } from '../../../shared/second-factor/recovery-codes-list';
import {
  fetchSecondFactor,
  confirmMySetup,
  startMySetup,
  newRecoveryCodes,
  secondFactorKey,
  turnOffSecondFactor,
} from '../../../shared/second-factor/second-factor-api';

/**
 * Settings → Two-step sign-in: the person's own authenticator app and recovery codes. Turning it
 * off or making new codes takes a current code or the password.
 */
export function TwoStepSignIn() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: secondFactorKey, queryFn: fetchSecondFactor });
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'codes' | 'off' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorKey });
  const [password, setPassword] = useState('');
  const start = useMutation({
    mutationFn: startMySetup,
    onSuccess: (made) => {
      setSetup(made);
      setPassword('');
    },
  });
  const startError =
    start.error instanceof ApiError
      ? (serverFieldErrors(start.error)[0]?.message ?? start.error.message)
      : null;
  const s = status.data;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Two-step sign-in
        </Title>
        {s && <Badge color={s.enabled ? 'green' : 'gray'}>{s.enabled ? 'On' : 'Off'}</Badge>}
      </Group>
      {status.isError ? (
        <Alert color="red">{(status.error as Error).message}</Alert>
      ) : !s ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            After your password, a code from an authenticator app on your phone. Signing in through single
            sign-on uses your identity provider's own second factor instead.
          </Text>
          {s.requiredBecause && !s.enabled && (
            <Alert color="yellow">{s.requiredBecause} You will set it up at your next sign-in, or now.</Alert>
          )}
          {codes ? (
            <>
              <RecoveryCodesList codes={codes} />
              <Group>
                <Button variant="default" onClick={() => setCodes(null)}>
                  Done
                </Button>
              </Group>
            </>
          ) : !s.enabled ? (
            setup ? (
              <AuthenticatorSetup
                setup={setup}
                confirm={confirmMySetup}
                onConfirmed={(made) => {
                  setSetup(null);
                  setCodes(made);
                  void refresh();
                }}
              />
            ) : !s.hasPassword ? (
              <Text size="sm">
                You sign in through single sign-on: your identity provider asks for its own second factor.
              </Text>
            ) : (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  start.mutate(password);
                }}
              >
                <Stack gap="sm" maw={360}>
                  <PasswordInput
                    label="Your password"
                    description="Asked again before the way you sign in changes"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => {
                      setPassword(event.currentTarget.value);
                      start.reset();
                    }}
                    error={startError}
                  />
                  <Group>
                    <Button type="submit" loading={start.isPending} disabled={!password}>
                      Turn on two-step sign-in
                    </Button>
                  </Group>
                </Stack>
              </form>
            )
          ) : asking ? (
            <ProofForm
              action={asking}
              hasPassword={s.hasPassword}
              onCancel={() => setAsking(null)}
              onDone={(made) => {
                setAsking(null);
                if (made) setCodes(made);
                void refresh();
              }}
            />
          ) : (
            <>
              <Text size="sm">{s.recoveryCodesLeft} of 10 recovery codes left.</Text>
              <Group>
                <Button variant="default" onClick={() => setAsking('codes')}>
                  Make new recovery codes
                </Button>
                <Button variant="light" color="red" onClick={() => setAsking('off')}>
                  Turn off
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** A current code (or recovery code), or the password, before a change to the second factor. */
function ProofForm({
  action,
  hasPassword,
  onCancel,
  onDone,
}: {
  action: 'codes' | 'off';
  hasPassword: boolean;
  onCancel: () => void;
  onDone: (codes: string[] | null) => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const proof: SecondFactorProofBody = code.trim() ? { code: code.trim() } : password ? { password } : {};
    if (!proof.code && !proof.password) {
      setError(
        hasPassword
          ? 'Type a code from your app, a recovery code or your password.'
          : 'Type a code from your app or a recovery code.',
      );
      return;
    }
    setBusy(true);
    try {
      if (action === 'codes') onDone(await newRecoveryCodes(proof));
      else {
        await turnOffSecondFactor(proof);
        onDone(null);
      }
    } catch (failure) {
      const field = serverFieldErrors(failure)[0];
      setError(field?.message ?? (failure instanceof ApiError ? failure.message : String(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm" maw={360}>
        <Text size="sm">
          {action === 'off'
            ? 'To turn two-step sign-in off, confirm it is you.'
            : 'New codes replace the old ones. Confirm it is you.'}
        </Text>
        <TextInput
          label="Code from your app or a recovery code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        {hasPassword && (
          <PasswordInput
            label="Or your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
          />
        )}
        <Group>
          <Button type="submit" loading={busy} color={action === 'off' ? 'red' : undefined}>
            {action === 'off' ? 'Turn off two-step sign-in' : 'Make new recovery codes'}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
