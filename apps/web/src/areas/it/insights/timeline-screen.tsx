import { TimelineCalendar } from '../../../shared/timeline/timeline-calendar';
import { fetchTimeline, insightKeys } from './insights-api';

type Props = { orgId: string; which: 'proceeding' | 'return'; title: string };

const PAN = /^[A-Za-z]{5}\d{4}[A-Za-z]$/;

/** Income tax's timelines on the shared calendar, narrowed by PAN. */
export function TimelineScreen({ orgId, which, title }: Props) {
  return (
    <TimelineCalendar
      orgId={orgId}
      title={title}
      screen={`${which}-timeline`}
      accountLabel="PAN"
      accountComplete={(text) => (PAN.test(text) ? text.toUpperCase() : undefined)}
      queryKey={insightKeys.timeline(orgId, which, {})}
      load={({ from, to, account }) => fetchTimeline(orgId, which, { from, to, pan: account })}
    />
  );
}
