import { Badge, Group, Tooltip } from '@mantine/core';
import { FEATURES, type Feature, type LicenceView } from '@taxdesk/domain';
import { dayText } from '../ui/licence-day';

const SHORT: Record<Feature, string> = {
  it: 'IT',
  gst: 'GST',
  pregst: 'Pre-GST',
  gstparty: 'GST party',
  tds: 'TDS',
  state: 'State',
  tanparty: 'TAN party',
  panparty: 'PAN party',
  msmeparty: 'MSME',
  icegate: 'ICEGATE',
};

/** Each feature of a licence as a small badge: teal when open today, red when run out, grey when switched off. */
export function FeatureBadges({ licence }: { licence: LicenceView }) {
  return (
    <Group gap={4} wrap="wrap" maw={360}>
      {FEATURES.map((f) => {
        const l = licence.features[f];
        const state = l.open ? 'open' : l.active ? 'expired' : 'off';
        const color = state === 'open' ? 'teal' : state === 'expired' ? 'red' : 'gray';
        const why =
          state === 'open'
            ? `open until ${dayText(l.expiry)}`
            : state === 'off'
              ? 'switched off'
              : licence.expired
                ? 'closed: the licence has run out'
                : `run out on ${dayText(l.expiry)}`;
        return (
          <Tooltip key={f} label={`${l.label}: ${why}`} withArrow>
            <Badge
              size="xs"
              radius="sm"
              variant={state === 'open' ? 'light' : 'outline'}
              color={color}
              data-feature={f}
              data-state={state}
            >
              {SHORT[f]}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
