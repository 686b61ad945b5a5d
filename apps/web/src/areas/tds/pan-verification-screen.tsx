import { Alert, Button, Stack } from '@mantine/core';
import { PAN_VERIFY_CACHE_DAYS, RESOURCES, tdsArea, type PanVerifyAnswer } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { BatchSection } from '../../shared/area/batch-section';
import { usePortalScreen } from '../../shared/area/use-portal-screen';
import { ResourceListPage } from '../../shared/resource';
import { PanVerifyForm } from './pan-verify-form';

/**
 * PAN verification: deductee PANs checked on TRACES in bulk, the results kept with their date
 * (a PAN verified lately is not asked again unless refreshed); the list exports as any list does.
 */
export default function PanVerificationScreen({ orgId }: ScreenProps) {
  const { labels, accountHref, canSync } = usePortalScreen(orgId, tdsArea, 'traces');
  const [formOpen, setFormOpen] = useState(false);
  const [answer, setAnswer] = useState<PanVerifyAnswer | null>(null);

  return (
    <Stack gap="md">
      <ResourceListPage
        orgId={orgId}
        resource={RESOURCES.panVerification}
        description={`Deductee PANs verified on TRACES: the name as per the Income Tax Department and the PAN's status, with the date. A PAN verified in the last ${PAN_VERIFY_CACHE_DAYS} days is not asked again unless you refresh it.`}
        actions={
          canSync ? (
            <Button size="sm" onClick={() => setFormOpen(true)}>
              Verify PANs
            </Button>
          ) : undefined
        }
      />
      {answer && answer.cached.length ? (
        <Alert color="blue" data-state="cached">
          {answer.cached.length} PAN(s) were verified in the last {PAN_VERIFY_CACHE_DAYS} days and kept as
          they are{answer.asked.length ? `; ${answer.asked.length} are being verified` : ''}.
        </Alert>
      ) : null}
      <BatchSection
        onlyBatchQueue
        orgId={orgId}
        portal="traces"
        batchId={answer?.batchId ?? null}
        canCancel={canSync}
        accountHref={accountHref}
        moduleLabels={labels}
      />
      <PanVerifyForm
        orgId={orgId}
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        onStarted={setAnswer}
      />
    </Stack>
  );
}
