import { Button, Group } from '@mantine/core';

/** The end of a dialog's form: Cancel, and the submit button saying what it does. */
export function FormButtons({
  onCancel,
  submitLabel,
  loading,
}: {
  onCancel: () => void;
  submitLabel: string;
  loading: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
