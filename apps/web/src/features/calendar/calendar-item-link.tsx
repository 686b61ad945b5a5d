import { Badge, Group, Text } from '@mantine/core';
import { FEATURE_LICENCE, type CalendarItem, type Feature } from '@taxdesk/domain';
import { AppLink } from '../../shared/resource/router';
import { routeOf } from '../../shared/resource/links';

/** Each area's colour, so a glance tells income tax from GST (theme colour names, never shades). */
const AREA_COLOR: Readonly<Record<Feature, string>> = {
  it: 'blue',
  gst: 'teal',
  pregst: 'orange',
  gstparty: 'gray',
  tds: 'grape',
  state: 'cyan',
  tanparty: 'gray',
  panparty: 'gray',
  msmeparty: 'gray',
  icegate: 'indigo',
};

const areaLabel = (item: CalendarItem) => (item.area ? FEATURE_LICENCE[item.area].label : 'General');
export const areaColor = (item: CalendarItem) => (item.area ? AREA_COLOR[item.area] : 'gray');

/** `AAAPA1111A · Notice: Notice u/s 143(2)`: the client, then the item (what the feed calls it too). */
function itemText(item: CalendarItem): string {
  const what = item.title ? `${item.label}: ${item.title}` : item.label;
  return item.client ? `${item.client} · ${what}` : what;
}

export function AreaBadge({ item }: { item: CalendarItem }) {
  return (
    <Badge size="xs" variant="light" color={areaColor(item)} style={{ flexShrink: 0 }}>
      {areaLabel(item)}
    </Badge>
  );
}

/** An item as a link to its record (plain text for a type without a screen); done items struck through. */
export function CalendarItemLink({
  orgId,
  item,
  compact = false,
  badge = true,
}: {
  orgId: string;
  item: CalendarItem;
  /** One truncated line (a month's cell); else the whole text, wrapped. */
  compact?: boolean;
  /** The area's badge before the text (not where the caller shows it itself). */
  badge?: boolean;
}) {
  const text = itemText(item);
  const time = item.start ? `${item.start} ` : '';
  const style = { textDecoration: item.done ? 'line-through' : undefined };
  const body = item.path ? (
    <AppLink
      {...routeOf(`/${orgId}${item.path}`)}
      size={compact ? 'xs' : 'sm'}
      truncate={compact ? 'end' : undefined}
      // 24 px a line: each link is a target of the size WCAG 2.2 asks for, even in a month's cell.
      style={{
        ...style,
        display: 'block',
        minWidth: 0,
        minHeight: 24,
        lineHeight: compact ? '24px' : undefined,
      }}
      data-testid="calendar-item"
    >
      {time}
      {text}
    </AppLink>
  ) : (
    <Text
      size={compact ? 'xs' : 'sm'}
      truncate={compact ? 'end' : undefined}
      style={style}
      data-testid="calendar-item"
    >
      {time}
      {text}
    </Text>
  );
  if (compact || !badge) return body;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
      <AreaBadge item={item} />
      {body}
    </Group>
  );
}
