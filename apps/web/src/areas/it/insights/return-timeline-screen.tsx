import type { ScreenProps } from '../../../app/screen-types';
import { TimelineScreen } from './timeline-screen';

/** Returns filed and processed, forms filed, demands and refunds, by date. */
export default function ReturnTimelineScreen({ orgId }: ScreenProps) {
  return <TimelineScreen orgId={orgId} which="return" title="Return Timeline" />;
}
