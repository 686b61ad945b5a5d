import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** Recovery codes, shown once: each signs in once in place of a code from the app. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const all = codes.join('\n');
  return (
    <Stack gap="xs">
      <Alert color="yellow" title="Save your recovery codes now">
        They are shown only this once. Each one signs you in once if you lose your phone; keep them somewhere
        safe away from it (a password manager, a printout).
      </Alert>
      <Code block data-testid="recovery-codes">
        {all}
      </Code>
      <Group>
        <CopyButton value={all}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Text size="xs" c="dimmed">
          {codes.length} codes
        </Text>
      </Group>
    </Stack>
  );
}
