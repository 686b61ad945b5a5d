import { Anchor, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import type { SyncModuleOption } from '@taxdesk/domain';
import { orderedChoice } from './module-rules';

type Props = {
  label: string;
  modules: readonly SyncModuleOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  error?: string;
};

/** The sync modules as checkboxes, in the order a run takes them (whatever order they are ticked in). */
export function ModuleChoice({ label, modules, value, onChange, disabled, error }: Props) {
  const all = modules.map((m) => m.key);
  return (
    <Checkbox.Group
      label={
        <Group gap="xs" component="span">
          <Text span fw={500} size="sm">
            {label}
          </Text>
          {!disabled ? (
            <>
              <Anchor component="button" type="button" size="xs" onClick={() => onChange(all)}>
                All
              </Anchor>
              <Anchor component="button" type="button" size="xs" onClick={() => onChange([])}>
                None
              </Anchor>
            </>
          ) : null}
        </Group>
      }
      value={[...value]}
      onChange={(next) => onChange(orderedChoice(modules, next))}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6} mt={6}>
        {modules.map((m) => (
          // 24px boxes: a whole column of them stays easy to hit (WCAG 2.2 target size).
          <Checkbox key={m.key} value={m.key} label={m.label} disabled={disabled} size="md" />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
