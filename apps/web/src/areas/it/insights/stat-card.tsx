import { Card, Text } from '@mantine/core';
import { PathLink } from '../../../shared/routing/path-link';

type Props = {
  label: string;
  value: number | string | undefined;
  hint?: string;
  color?: string;
  to?: string;
  search?: Record<string, string>;
};

/** A number that matters, with what it counts; opens the list behind it when there is one. */
export function StatCard({ label, value, hint, color, to, search }: Props) {
  const body = (
    <>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} data-stat={label}>
        {value ?? '–'}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </>
  );
  return to ? (
    <Card
      withBorder
      padding="md"
      radius="md"
      component={PathLink}
      to={to}
      search={search}
      style={{ textDecoration: 'none' }}
    >
      {body}
    </Card>
  ) : (
    <Card withBorder padding="md" radius="md">
      {body}
    </Card>
  );
}
