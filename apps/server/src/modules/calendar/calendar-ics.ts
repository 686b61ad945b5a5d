import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { FEATURE_LICENCE } from '@taxdesk/domain';
import type { DatedItem } from '../../lib/records/dated-items';

/** India has one offset and no daylight saving: a slot's local time is this many minutes ahead of UTC. */
const IST_OFFSET_MINUTES = 330;
/** The reminder of a due date: 09:00 the day before (15 hours before the all-day event starts). */
const REMINDER_SECONDS_BEFORE = 15 * 3600;

/** The event's UID: one per record, so a changed date replaces the event instead of adding one. */
function eventUid(orgId: string, item: Pick<DatedItem, 'type' | 'key'>): string {
  return `${orgId}-${item.type}-${encodeURIComponent(item.key)}@taxdesk`;
}

function istInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - IST_OFFSET_MINUTES * 60_000);
}

function nextDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
}

/**
 * An RFC 5545 calendar of the items: all-day events for due dates with a reminder the day before
 * (none once the item is done), timed events for hearings with their link. `appUrl` makes each
 * record's screen a link in the event.
 */
export function calendarIcs(
  orgId: string,
  orgName: string,
  items: readonly DatedItem[],
  appUrl: (path: string) => string,
): string {
  const cal = ical({
    name: `TaxDesk · ${orgName}`,
    prodId: { company: 'TaxDesk', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar clients poll a subscription at their own pace; this asks for about an hour.
    ttl: 3600,
  });
  for (const item of items) {
    const recordUrl = item.path ? appUrl(`/${orgId}${item.path}`) : null;
    const area = item.area ? FEATURE_LICENCE[item.area].label : 'General';
    const what = item.title ? `${item.label}: ${item.title}` : item.label;
    const summary = item.client ? `${item.client} · ${what}` : what;
    const lines = [
      `${area} · ${item.label} ${item.key}`,
      item.status ? `Status: ${item.status}` : null,
      item.assignee ? `Assigned to ${item.assignee}` : null,
      item.link ? `Join: ${item.link}` : null,
      recordUrl ? `In TaxDesk: ${recordUrl}` : null,
    ];
    const stamp = new Date(item.updatedAt);
    const common = {
      id: eventUid(orgId, item),
      summary,
      description: lines.filter((l) => l !== null).join('\n'),
      stamp,
      lastModified: stamp,
      url: item.link ?? recordUrl,
    };
    if (item.start && item.end) {
      cal.createEvent({
        ...common,
        start: istInstant(item.date, item.start),
        end: istInstant(item.date, item.end),
        location: item.link ?? undefined,
      });
    } else {
      cal.createEvent({
        ...common,
        start: new Date(`${item.date}T00:00:00Z`),
        end: nextDay(item.date),
        allDay: true,
        alarms: item.done
          ? []
          : [
              {
                type: ICalAlarmType.display,
                trigger: REMINDER_SECONDS_BEFORE,
                description: `Due tomorrow: ${summary}`,
              },
            ],
      });
    }
  }
  return cal.toString();
}
