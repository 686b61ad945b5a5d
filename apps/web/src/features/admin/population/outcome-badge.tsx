import { Badge } from '@mantine/core';
import type { Outcome } from '@taxdesk/domain';

const OUTCOME_LABEL: Record<Outcome, string> = {
  pending: 'Waiting',
  found: 'Found',
  not_found: 'Not found',
  invalid: 'Invalid',
  failed: 'Failed',
};
const COLOR: Record<Outcome, string> = {
  pending: 'gray',
  found: 'teal',
  not_found: 'orange',
  invalid: 'red',
  failed: 'red',
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return (
    <Badge size="sm" variant={outcome === 'failed' ? 'filled' : 'light'} color={COLOR[outcome]}>
      {OUTCOME_LABEL[outcome]}
    </Badge>
  );
}
