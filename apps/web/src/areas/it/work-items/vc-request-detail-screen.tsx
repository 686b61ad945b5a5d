import { Button } from '@mantine/core';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceDetailPage } from '../../../shared/resource';
import { NoticeLinks } from './notice-links';
import { useRecordDetail } from './use-record-data';

/** Only the portal's own video-conference links are offered as a link to open. */
function safeVcLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A VC request: the hearing link to join once scheduled, and the notice it was filed against. */
export default function VcRequestDetailScreen({ orgId, params }: ScreenProps) {
  const detail = useRecordDetail(orgId, RESOURCES.itVcRequest, params);
  const data = detail?.record.data;
  const link = data && data.reqstStatus === 'SCHEDULED' ? safeVcLink(data.vcLink) : null;
  return (
    <ResourceDetailPage
      orgId={orgId}
      resource={RESOURCES.itVcRequest}
      keyValues={params}
      actions={
        data ? (
          <>
            {link ? (
              <Button size="xs" component="a" href={link} target="_blank" rel="noopener noreferrer">
                Join video conference
              </Button>
            ) : null}
            <NoticeLinks orgId={orgId} data={data} />
          </>
        ) : null
      }
    />
  );
}
