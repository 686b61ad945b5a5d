import { resourceOf, type AreaDef, type AreaTimeline } from '@taxdesk/domain';
import type { ScreenModule, ScreenProps } from '../../app/screen-types';
import { catalogueTitle } from '../area/area-paths';
import { api } from '../api/client';
import type { TimelineAnswer } from '@taxdesk/domain';
import { TimelineCalendar } from './timeline-calendar';

type Props = { orgId: string; area: AreaDef; timeline: AreaTimeline; title: string };

/** An area's timeline from its definition: the sources' dates, narrowed by the account's key. */
function AreaTimelineScreen({ orgId, area, timeline, title }: Props) {
  const first = resourceOf(timeline.sources[0]?.type ?? '');
  const accountLabel = first?.fields.find((f) => f.key === first.accountField)?.label ?? 'Account';
  return (
    <TimelineCalendar
      orgId={orgId}
      title={title}
      screen={`${timeline.key}-timeline`}
      accountLabel={accountLabel}
      accountComplete={(text) => text || undefined}
      queryKey={['area-timeline', orgId, area.key, timeline.key]}
      load={(range) =>
        api<TimelineAnswer>(`/o/${orgId}/areas/${area.key}/timelines/${timeline.key}`, { query: range })
      }
    />
  );
}

/** The screen module of an area's timeline at one catalogue path. */
export function areaTimelineModule(area: AreaDef, path: string): ScreenModule {
  const timeline = area.screens.timelines?.[path];
  if (!timeline) throw new Error(`Area ${area.key} has no timeline at ${path}`);
  const title = catalogueTitle(path) ?? 'Timeline';
  return {
    default: function AreaTimeline({ orgId }: ScreenProps) {
      return <AreaTimelineScreen orgId={orgId} area={area} timeline={timeline} title={title} />;
    },
  };
}
