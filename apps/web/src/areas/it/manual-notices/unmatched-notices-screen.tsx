import { Button, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESOURCES, type FilterValue, type RecordRow } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { useOrgInfoState } from '../../../shared/org/org-info-store';
import { ResourceListPage } from '../../../shared/resource';
import { saveWorkSettings, workSettingsOptions } from './review-api';
import { ReviewNoticeModal } from './review-notice-modal';

const PENDING: Readonly<Record<string, FilterValue>> = { reviewState: { in: ['pending'] } };

/**
 * Unmatched Notices: notices waiting for review before they join their proceeding — notices
 * entered by hand without a proceeding, and, when the organisation asks for it, every notice a
 * sync brings in.
 */
export default function UnmatchedNoticesScreen({ orgId }: ScreenProps) {
  const role = useOrgInfoState().org?.role;
  const [reviewing, setReviewing] = useState<RecordRow | null>(null);
  return (
    <>
      <ResourceListPage
        orgId={orgId}
        resource={RESOURCES.itNotice}
        fixedFilters={PENDING}
        title="Unmatched Notices"
        description="Notices waiting for review before they join their proceeding: notices entered by hand without a proceeding and, with the setting on, every new notice from the portal. Attach each to one of its PAN's proceedings, or keep it standalone."
        actions={<ReviewSetting orgId={orgId} canChange={role === 'owner' || role === 'admin'} />}
        rowActions={
          role === 'viewer'
            ? undefined
            : (row) => (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => setReviewing(row)}
                  data-action="review"
                >
                  Review
                </Button>
              )
        }
      />
      <ReviewNoticeModal orgId={orgId} notice={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}

function ReviewSetting({ orgId, canChange }: { orgId: string; canChange: boolean }) {
  const queryClient = useQueryClient();
  const settings = useQuery(workSettingsOptions(orgId));
  const save = useMutation({
    mutationFn: (on: boolean) => saveWorkSettings(orgId, { reviewNewNotices: on }),
    onSuccess: (saved) => queryClient.setQueryData(workSettingsOptions(orgId).queryKey, saved),
  });
  return (
    <Switch
      label="Review new notices from the portal"
      description={canChange ? undefined : 'Owners and admins change this'}
      checked={settings.data?.reviewNewNotices ?? false}
      disabled={!canChange || !settings.data || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
      data-setting="review-new-notices"
    />
  );
}
