import type { ScreenProps } from '../../../app/screen-types';
import { TimelineScreen } from './timeline-screen';

/** Due dates, hearings, VC and adjournment dates on a calendar. */
export default function ProceedingTimelineScreen({ orgId }: ScreenProps) {
  return <TimelineScreen orgId={orgId} which="proceeding" title="Proceeding Timeline" />;
}
