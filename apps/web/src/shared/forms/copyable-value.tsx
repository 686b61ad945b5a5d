import { Button, Code, CopyButton, Group } from '@mantine/core';

/** A value shown once for the user to copy (a key, a feed's address, an invitation link). */
export function CopyableValue({
  value,
  testId,
  copyLabel = 'Copy',
}: {
  value: string;
  testId: string;
  copyLabel?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy}>
            {copied ? 'Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
