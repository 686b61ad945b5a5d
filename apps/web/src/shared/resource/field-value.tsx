import { Badge, Text } from '@mantine/core';
import { formatValue, type FieldDef } from '@taxdesk/domain';
import { badgeColour, cellDisplay } from './cell-display';

type Props = {
  field: Pick<FieldDef, 'kind' | 'options'>;
  value: unknown;
  /** Lists cut long text to one line; the detail shows it whole. */
  truncate?: boolean;
};

/** A value displayed by its field's kind; the text always comes from the shared formatter. */
export function FieldValue({ field, value, truncate = false }: Props) {
  const text = formatValue(field, value);
  if (!text)
    return (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    );
  switch (cellDisplay(field)) {
    case 'badge':
      return (
        <Badge
          color={badgeColour(value)}
          variant="light"
          radius="sm"
          tt="none"
          // Never cut to "O…" when the table is tight: the badge keeps its width.
          styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
        >
          {text}
        </Badge>
      );
    case 'amount':
      return (
        <Text
          span
          size="sm"
          ff="monospace"
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {text}
        </Text>
      );
    case 'mono':
      return (
        <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      );
    case 'date':
      return (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      );
    case 'long':
      // Cut to two lines in a list, the whole text in the browser's own tooltip (a Tooltip per cell
      // cost a fifty-row page a floating element's hooks each) and on the record's page.
      return truncate ? (
        <Text size="sm" lineClamp={2} miw={220} maw={420} title={text}>
          {text}
        </Text>
      ) : (
        <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      );
    default:
      return (
        <Text span size="sm">
          {text}
        </Text>
      );
  }
}
