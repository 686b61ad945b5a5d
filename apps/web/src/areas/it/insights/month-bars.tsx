import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { niceScale } from './nice-scale';

type BarSeries = { key: string; label: string; color: string };
export type MonthValues = { month: string; label: string; values: Record<string, number> };

type Props = {
  title: string;
  months: readonly MonthValues[];
  series: readonly BarSeries[];
  format: (value: number) => string;
  height?: number;
};

const GRID = [1, 0.75, 0.5, 0.25];

/** Month-by-month bars, one per series side by side, on a scale from zero to the largest value. */
export function MonthBars({ title, months, series, format, height = 220 }: Props) {
  const max = Math.max(0, ...months.flatMap((m) => series.map((s) => m.values[s.key] ?? 0)));
  const { top: scale } = niceScale(max, GRID.length);
  return (
    <Paper withBorder p="sm" radius="md" data-chart={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Group gap="md">
          {series.map((s) => (
            <Group key={s.key} gap={6}>
              <Box w={12} h={12} style={{ background: s.color, borderRadius: 3 }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <Box style={{ display: 'flex', gap: 8 }}>
        {/* The scale: what the gridlines stand for. */}
        <Box style={{ position: 'relative', width: 64, height }}>
          {GRID.map((g) => (
            <Text
              key={g}
              size="xs"
              c="dimmed"
              ta="right"
              style={{
                position: 'absolute',
                right: 0,
                top: `${(1 - g) * 100}%`,
                transform: 'translateY(-50%)',
              }}
            >
              {max > 0 ? format(scale * g) : ''}
            </Text>
          ))}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Box
            style={{
              position: 'relative',
              height,
              display: 'flex',
              alignItems: 'flex-end',
              gap: 6,
              borderBottom: '1px solid var(--mantine-color-gray-4)',
            }}
          >
            {GRID.map((g) => (
              <Box
                key={g}
                style={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  top: `${(1 - g) * 100}%`,
                  borderTop: '1px dashed var(--mantine-color-gray-3)',
                }}
              />
            ))}
            {months.map((m) => (
              <Box
                key={m.month}
                data-month={m.month}
                style={{
                  flex: 1,
                  height: '100%',
                  display: 'flex',
                  alignItems: 'flex-end',
                  justifyContent: 'center',
                  gap: 2,
                  position: 'relative',
                }}
              >
                {series.map((s) => {
                  const v = m.values[s.key] ?? 0;
                  return (
                    <Box
                      key={s.key}
                      data-series={s.key}
                      title={`${m.label} · ${s.label}: ${format(v)}`}
                      style={{
                        width: `${Math.floor(80 / series.length)}%`,
                        maxWidth: 26,
                        height: `${(v / scale) * 100}%`,
                        minHeight: v > 0 ? 2 : 0,
                        background: s.color,
                        borderRadius: '3px 3px 0 0',
                      }}
                    />
                  );
                })}
              </Box>
            ))}
          </Box>
          <Box style={{ display: 'flex', gap: 6, marginTop: 4 }}>
            {months.map((m) => (
              <Text key={m.month} size="xs" c="dimmed" ta="center" style={{ flex: 1, whiteSpace: 'nowrap' }}>
                {m.label}
              </Text>
            ))}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
