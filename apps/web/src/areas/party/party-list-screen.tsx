import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isBatchOpen, RESOURCES, type RecordRow, type ResourceType } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenModule, ScreenProps } from '../../app/screen-types';
import { ApiError } from '../../shared/api/client';
import { BatchSection } from '../../shared/area/batch-section';
import { useBatchParam } from '../../shared/area/use-batch-param';
import { useSyncPermissions } from '../../shared/area/use-sync-permissions';
import { ImportPanel } from '../../shared/import';
import { recordKeys, ResourceListPage } from '../../shared/resource';
import { batchListOptions, syncKeys } from '../../shared/sync';
import { addParty, refreshParties } from './party-api';

export type PartyScreenSpec = {
  type: ResourceType;
  /** The lookup portal's key (`gstparty`, ...): its queue, batches and API. */
  portal: string;
  /** The import kind of the same parties (`gstParties`, ...). */
  importKind: string;
  /** What one id is called: GSTIN, TAN, PAN, Udyam number. */
  idLabel: string;
  placeholder: string;
  description: string;
};

const LOOKUP_LABELS = { lookup: 'Lookup' };

/**
 * A party list with its own ways in: one id typed, many from a sheet, a refresh of one or all.
 * Each lookup runs in the party's queue; the batch under way shows above the list, its progress
 * live, and the list is read again when it ends.
 */
function PartyListScreen({ orgId, spec }: ScreenProps & { spec: PartyScreenSpec }) {
  const queryClient = useQueryClient();
  const { canSync } = useSyncPermissions(orgId);
  const [batchParam, setBatch] = useBatchParam();
  const [id, setId] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  // A batch started elsewhere (the daily schedule, an import) shows while it runs.
  const latest = useQuery(batchListOptions(orgId, spec.portal, undefined, 1));
  const open = latest.data?.find((b) => isBatchOpen(b.state));
  // Once seen, a batch stays on the screen after it ends: its outcome is what the user looks for.
  const [seen, setSeen] = useState<string | null>(null);
  if (open && open.batchId !== seen) setSeen(open.batchId);
  const batchId = batchParam ?? open?.batchId ?? seen;

  const started = (batch: string | null) => {
    if (batch) setBatch(batch);
    void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, spec.portal) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  };
  const add = useMutation({
    mutationFn: (value: string) => addParty(orgId, spec.portal, { id: value }),
    onSuccess: (data) => {
      setId('');
      setIdError(null);
      started(data.batchId);
    },
    onError: (err) => setIdError(err instanceof ApiError ? err.message : String(err)),
  });
  const refresh = useMutation({
    mutationFn: (ids?: string[]) => refreshParties(orgId, spec.portal, ids ? { ids } : {}),
    onSuccess: (data) => started(data.batchId),
  });

  const actions = canSync ? (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (id.trim()) add.mutate(id.trim());
          else setIdError(`${spec.idLabel} is required.`);
        }}
        noValidate
      >
        <Group gap="xs" align="flex-start">
          <TextInput
            size="xs"
            label={`Add a ${spec.idLabel}`}
            placeholder={spec.placeholder}
            value={id}
            onChange={(e) => {
              setId(e.currentTarget.value);
              setIdError(null);
            }}
            error={idError}
            w={230}
            data-party-id
          />
          <Button size="xs" type="submit" mt={22} loading={add.isPending}>
            Add and look up
          </Button>
        </Group>
      </form>
      <Button size="xs" variant="default" mt={22} onClick={() => setImporting(true)}>
        Import from a spreadsheet
      </Button>
      <Button
        size="xs"
        variant="default"
        mt={22}
        loading={refresh.isPending && !refresh.variables}
        onClick={() => refresh.mutate(undefined)}
      >
        Look all up again
      </Button>
    </>
  ) : null;

  return (
    <>
      <ResourceListPage
        orgId={orgId}
        resource={RESOURCES[spec.type]}
        description={spec.description}
        actions={actions}
        beforeList={
          batchId ? (
            <BatchSection
              orgId={orgId}
              portal={spec.portal}
              batchId={batchId}
              canCancel={canSync}
              moduleLabels={LOOKUP_LABELS}
              onlyBatchQueue
            />
          ) : null
        }
        rowActions={
          canSync
            ? (row: RecordRow) => (
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => refresh.mutate([row.key])}
                  aria-label={`Look up again ${row.key}`}
                >
                  Look up again
                </Button>
              )
            : undefined
        }
      />
      <Modal
        opened={importing}
        onClose={() => setImporting(false)}
        title={`Import ${RESOURCES[spec.type].plural}`}
        size="xl"
      >
        <ImportPanel
          orgId={orgId}
          kind={spec.importKind}
          invalidate={[recordKeys.all(orgId), syncKeys.portal(orgId, spec.portal)]}
          onCommitted={(result) => started(result.batchId ?? null)}
        />
      </Modal>
    </>
  );
}

export function partyListModule(spec: PartyScreenSpec): ScreenModule {
  return {
    default: function PartyScreen(props: ScreenProps) {
      return <PartyListScreen {...props} spec={spec} />;
    },
  };
}
