import { Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, recordKey, RESOURCES, type RecordRow } from '@taxdesk/domain';
import { useState } from 'react';
import { recordKeys } from '../../../shared/resource';
import { recordPageOptions } from '../../../shared/resource/records-api';
import { reviewRecord } from '../../../shared/resource/work-api';

type Props = { orgId: string; notice: RecordRow | null; onClose: () => void };

/**
 * Ends a notice's review: it joins one of its PAN's proceedings (a synced notice the one the
 * portal gives it), or — when no proceeding is known — stays standalone.
 */
export function ReviewNoticeModal({ orgId, notice, onClose }: Props) {
  const queryClient = useQueryClient();
  const own = notice?.data.proceedingReqId ? String(notice.data.proceedingReqId) : null;
  const pan = notice ? String(notice.data.pan ?? '') : '';
  const [choice, setChoice] = useState<'attach' | 'standalone'>('attach');
  const [parent, setParent] = useState<string | null>(null);
  const proceedings = useQuery({
    ...recordPageOptions(orgId, 'itProceeding', { pan, limit: '200' }),
    enabled: !!notice && !own,
  });
  const choices = (proceedings.data?.rows ?? []).map((r) => ({
    value: r.key,
    label: `${String(r.data.proceedingName ?? 'Proceeding')} · AY ${String(r.data.assessmentYear ?? '?')} · ${String(r.data.proceedingReqId)}`,
  }));
  const decide = useMutation({
    mutationFn: (to: string | null) => reviewRecord(orgId, 'itNotice', notice!.key, to),
    onSuccess: async () => {
      setParent(null);
      setChoice('attach');
      onClose();
      await queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
    },
  });
  const target = own ? recordKey(RESOURCES.itProceeding, { proceedingReqId: own }) : parent;

  return (
    <Modal
      opened={notice !== null}
      onClose={onClose}
      title={`Review notice ${notice ? decodeURIComponent(notice.key) : ''}`}
      size="lg"
    >
      {notice ? (
        <Stack gap="sm">
          <Text size="sm">
            PAN <b>{pan}</b> · section {String(notice.data.noticeSection ?? '—')} · issued{' '}
            {formatDate(notice.data.issuedOn) || '—'}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {String(notice.data.description ?? '')}
          </Text>
          {own ? (
            <Text size="sm">
              The portal filed this notice under proceeding <b>{own}</b>
              {notice.data.proceedingName ? ` (${String(notice.data.proceedingName)})` : ''}. Confirm it to
              let it join that proceeding.
            </Text>
          ) : (
            <Radio.Group value={choice} onChange={(v) => setChoice(v as 'attach' | 'standalone')}>
              <Stack gap="xs">
                <Radio value="attach" label="Attach to one of this PAN's proceedings" />
                {choice === 'attach' ? (
                  <Select
                    ml="xl"
                    placeholder={proceedings.isLoading ? 'Loading…' : 'Choose the proceeding'}
                    data={choices}
                    value={parent}
                    onChange={setParent}
                    searchable
                    nothingFoundMessage="This PAN has no proceedings yet"
                    aria-label="Proceeding"
                  />
                ) : null}
                <Radio value="standalone" label="Keep as a standalone notice (no proceeding)" />
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {own || choice === 'attach' ? (
              <Button
                disabled={!target}
                loading={decide.isPending}
                onClick={() => target && decide.mutate(target)}
              >
                {own ? 'Confirm into proceeding' : 'Attach'}
              </Button>
            ) : (
              <Button loading={decide.isPending} onClick={() => decide.mutate(null)}>
                Keep standalone
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
