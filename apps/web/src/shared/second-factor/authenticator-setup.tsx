import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { SecondFactorSetup } from '@taxdesk/domain';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/client';
import { serverFieldErrors } from '../api/server-field-errors';
import { CopyableValue } from '../forms/copyable-value';
import { QrCode } from './qr-code';

/**
 * Setting up an authenticator app: the seed shown once, as a QR code and as a key to type, and
 * the first code from the app, which turns two-step sign-in on.
 */
export function AuthenticatorSetup({
  setup,
  confirm,
  onConfirmed,
}: {
  setup: SecondFactorSetup;
  confirm: (code: string) => Promise<string[]>;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Type the 6-digit code your app shows.');
      return;
    }
    setBusy(true);
    try {
      onConfirmed(await confirm(code.trim()));
    } catch (failure) {
      const field = serverFieldErrors(failure).find((e) => e.field === 'code');
      if (field) setError(field.message);
      else setProblem(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password
        and others), or type the key into it.
      </Text>
      <QrCode value={setup.uri} label="QR code for your authenticator app" />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Key
        </Text>
        <CopyableValue value={setup.secret} testId="authenticator-key" copyLabel="Copy key" />
      </div>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <TextInput
            label="Code from your app"
            description="The six digits the app shows for TaxDesk now"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maw={240}
          />
          <Group>
            <Button type="submit" loading={busy}>
              Confirm code
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
