import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { count, plural } from './format';
import type { ImportPreview } from '@taxdesk/domain';

type Props = {
  preview: ImportPreview;
  committing: boolean;
  onCommit: (skipErrors: boolean) => void;
  onCancel: () => void;
};

/**
 * A file with errors is not imported as it is: correct it and upload again, or tick the box to
 * import only its valid rows (the bad ones are skipped, and the result says how many).
 */
export function CommitBar({ preview, committing, onCommit, onCancel }: Props) {
  const [skip, setSkip] = useState(false);
  const { valid, errors } = preview.counts;
  if (valid === 0)
    return (
      <Stack gap="xs">
        <Alert color="red" variant="light">
          No row can be imported. Correct the problems above and upload the file again.
        </Alert>
        <Group>
          <Button variant="default" onClick={onCancel}>
            Choose another file
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="xs" data-commit-bar>
      {errors ? (
        <Checkbox
          checked={skip}
          onChange={(e) => setSkip(e.currentTarget.checked)}
          label={`Skip the ${plural(errors, 'row')} with errors and import the ${plural(valid, 'valid row')}`}
        />
      ) : null}
      <Group gap="sm">
        <Button onClick={() => onCommit(errors > 0)} disabled={errors > 0 && !skip} loading={committing}>
          Import {count(valid)} {valid === 1 ? 'row' : 'rows'}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={committing}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
