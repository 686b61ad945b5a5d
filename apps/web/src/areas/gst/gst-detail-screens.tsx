import { Button } from '@mantine/core';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenModule, ScreenProps } from '../../app/screen-types';
import { ResourceDetailPage } from '../../shared/resource/resource-detail-page';
import { AppLink } from '../../shared/resource/router';

/** A button-looking link to a print view, opened in the app like any path. */
function PrintLink({ to, search }: { to: string; search: Record<string, string> }) {
  return (
    <Button size="xs" variant="default" component={AppLink} to={to} search={search}>
      Print view
    </Button>
  );
}

/** The challan's detail with a link to its printable page. */
export const challanDetail: ScreenModule = {
  default: function ChallanDetailScreen({ orgId, params }: ScreenProps) {
    return (
      <ResourceDetailPage
        orgId={orgId}
        resource={RESOURCES.gstChallan}
        keyValues={params}
        actions={<PrintLink to={`/${orgId}/gst/challanfile`} search={{ brn: params.brn_num ?? '' }} />}
      />
    );
  },
};

/** The notice's detail with a link to its printable page (the GSTR-3A form for a 3A). */
export const noticeDetail: ScreenModule = {
  default: function NoticeDetailScreen({ orgId, params }: ScreenProps) {
    return (
      <ResourceDetailPage
        orgId={orgId}
        resource={RESOURCES.gstNotice}
        keyValues={params}
        actions={
          <PrintLink to={`/${orgId}/gst/noticefile`} search={{ noticeOrderId: params.noticeOrderId ?? '' }} />
        }
      />
    );
  },
};
