import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { ResourceDef } from '@taxdesk/domain';
import { toggleColumn } from './columns';

type Props = {
  resource: ResourceDef;
  columns: readonly string[];
  onChange: (columns: string[]) => void;
  onReset: () => void;
};

/** Checkboxes over every field of the resource; the chosen columns keep the field order. */
export function ColumnChooser({ resource, columns, onChange, onReset }: Props) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button size="xs" variant="default">
          Columns ({columns.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label="Columns">
          {resource.fields.map((field) => {
            const checked = columns.includes(field.key);
            return (
              <Checkbox
                key={field.key}
                size="xs"
                label={field.label}
                checked={checked}
                // The last column cannot go: a table needs one.
                disabled={checked && columns.length === 1}
                onChange={() => onChange(toggleColumn(resource, columns, field.key))}
              />
            );
          })}
          <Button size="compact-xs" variant="subtle" onClick={onReset}>
            Default columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
