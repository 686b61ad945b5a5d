import { Button } from '@mantine/core';
import { gstArea, RESOURCES } from '@taxdesk/domain';
import type { ScreenModule, ScreenProps } from '../../app/screen-types';
import { AccountPageScreen } from '../../shared/area/account-page/account-page-screen';
import { ResourceDetailPage } from '../../shared/resource/resource-detail-page';
import { AppLink } from '../../shared/resource/router';
import { GstArchiveButton } from './gst-archive-button';

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

/** The GST account page, with every notice, reply and order of the login as one ZIP. */
export const accountPage: ScreenModule = {
  default: function GstAccountPage({ orgId, params }: ScreenProps) {
    const username = params.portalUserName ?? '';
    return (
      <AccountPageScreen
        orgId={orgId}
        area={gstArea}
        account={RESOURCES.gstAccount}
        params={params}
        actions={
          <GstArchiveButton
            orgId={orgId}
            query={{ account: username }}
            fileName={`gst-${orgId}-${username}-notices.zip`}
          />
        }
      />
    );
  },
};

/** An additional notice, with its whole case (notices, replies, orders) as one ZIP. */
export const additionalNoticeDetail: ScreenModule = {
  default: function AdditionalNoticeDetailScreen({ orgId, params }: ScreenProps) {
    const task = params.caseTaskId ?? '';
    return (
      <ResourceDetailPage
        orgId={orgId}
        resource={RESOURCES.gstAdditionalNotice}
        keyValues={params}
        actions={
          <GstArchiveButton
            orgId={orgId}
            query={{ caseTask: task }}
            fileName={`gst-${orgId}-case-${task}.zip`}
          />
        }
      />
    );
  },
};

/** A case document, with the whole case it belongs to as one ZIP. */
export const caseDetail: ScreenModule = {
  default: function CaseDetailScreen({ orgId, params }: ScreenProps) {
    const item = params.itemId ?? '';
    return (
      <ResourceDetailPage
        orgId={orgId}
        resource={RESOURCES.gstCase}
        keyValues={params}
        actions={
          <GstArchiveButton
            orgId={orgId}
            query={{ caseItem: item }}
            fileName={`gst-${orgId}-case-of-${item}.zip`}
          />
        }
      />
    );
  },
};
