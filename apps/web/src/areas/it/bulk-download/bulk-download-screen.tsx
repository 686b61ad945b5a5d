import type { BulkSelection, Facet } from '@taxdesk/domain';
import { Alert, Box, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { facetOptions, recordPageOptions } from '../../../shared/resource/records-api';
import { emptySelection, hasChoice, previewArchive, requestArchive, sizeText } from './bulk-download-api';

function choicesOf(...lists: (readonly Facet[] | undefined)[]): { value: string; label: string }[] {
  const counts = new Map<string, number>();
  for (const list of lists)
    for (const f of list ?? []) counts.set(f.value, (counts.get(f.value) ?? 0) + f.count);
  return [...counts.keys()].sort().map((value) => ({ value, label: value }));
}

/** Hands the browser a link to download: the archive streams to disk, not into the page. */
function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Bulk Download: choose accounts (PAN, group, branch), assessment years or proceedings and get
 * one ZIP with a folder per PAN, year and proceeding holding every notice, reply and order, and
 * an index.csv of every file.
 */
export default function BulkDownloadScreen({ orgId }: ScreenProps) {
  const [selection, setSelection] = useState<BulkSelection>(emptySelection);
  const set = (part: keyof BulkSelection) => (values: string[]) =>
    setSelection((s) => ({ ...s, [part]: values }));
  const pans = useQuery(facetOptions(orgId, 'itAccount', 'pan'));
  const groups = useQuery(facetOptions(orgId, 'itAccount', 'group'));
  const branches = useQuery(facetOptions(orgId, 'itAccount', 'branch'));
  const proceedingYears = useQuery(facetOptions(orgId, 'itProceeding', 'assessmentYear'));
  const noticeYears = useQuery(facetOptions(orgId, 'itNotice', 'ay'));
  const [proceedingSearch, setProceedingSearch] = useState('');
  const [search] = useDebouncedValue(proceedingSearch, 300);
  const proceedings = useQuery(
    recordPageOptions(orgId, 'itProceeding', {
      limit: '100',
      ...(selection.pans.length ? { pan: selection.pans.join(',') } : {}),
      ...(search ? { q: search } : {}),
    }),
  );
  const proceedingChoices = [
    ...selection.proceedings.map((id) => ({ value: id, label: id })),
    ...(proceedings.data?.rows ?? []).map((r) => ({
      value: String(r.data.proceedingReqId),
      label: `${String(r.data.proceedingReqId)} · ${String(r.data.pan)} · ${String(r.data.proceedingName ?? '')} · AY ${String(r.data.assessmentYear ?? '?')}`,
    })),
  ].filter((c, i, all) => all.findIndex((o) => o.value === c.value) === i);

  const [debounced] = useDebouncedValue(selection, 400);
  const preview = useQuery({
    queryKey: ['bulk-download', orgId, 'preview', debounced],
    queryFn: ({ signal }) => previewArchive(orgId, debounced, signal),
    enabled: hasChoice(debounced),
  });
  const download = useMutation({
    mutationFn: () => requestArchive(orgId, selection),
    onSuccess: (ticket) => startDownload(ticket.url),
  });

  const summary = hasChoice(selection) ? preview.data : undefined;
  return (
    <Stack gap="sm">
      <Box>
        <Title order={2}>Bulk Download</Title>
        <Text size="sm" c="dimmed" maw={760}>
          One ZIP with a folder per PAN, assessment year and proceeding, holding every notice, reply
          attachment and closure order TaxDesk has stored, and an index.csv listing every file. Choose
          accounts, years or proceedings; each choice narrows the others.
        </Text>
      </Box>
      <Paper withBorder p="md">
        <Stack gap="md">
          <Text fw={600} size="sm">
            Accounts
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MultiSelect
              label="PANs"
              placeholder="Any PAN"
              data={choicesOf(pans.data)}
              value={selection.pans}
              onChange={set('pans')}
              searchable
              clearable
              limit={200}
              data-choose="pans"
            />
            <MultiSelect
              label="Groups"
              placeholder="Any group"
              data={choicesOf(groups.data)}
              value={selection.groups}
              onChange={set('groups')}
              searchable
              clearable
              data-choose="groups"
            />
            <MultiSelect
              label="Branches"
              placeholder="Any branch"
              data={choicesOf(branches.data)}
              value={selection.branches}
              onChange={set('branches')}
              searchable
              clearable
              data-choose="branches"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MultiSelect
              label="Assessment years"
              placeholder="Any year"
              data={choicesOf(proceedingYears.data, noticeYears.data)}
              value={selection.years}
              onChange={set('years')}
              searchable
              clearable
              data-choose="years"
            />
            <Box style={{ gridColumn: 'span 2' }}>
              <MultiSelect
                label="Proceedings"
                placeholder="Any proceeding (search by id, name or PAN)"
                data={proceedingChoices}
                value={selection.proceedings}
                onChange={set('proceedings')}
                searchable
                clearable
                searchValue={proceedingSearch}
                onSearchChange={setProceedingSearch}
                filter={({ options }) => options}
                nothingFoundMessage={proceedings.isLoading ? 'Loading…' : 'No such proceeding'}
                data-choose="proceedings"
              />
            </Box>
          </SimpleGrid>
          <Group justify="space-between" align="center">
            <Text size="sm" data-preview>
              {!hasChoice(selection)
                ? 'Choose accounts, assessment years or proceedings.'
                : !summary
                  ? 'Counting…'
                  : summary.files === 0
                    ? 'No stored documents match this choice.'
                    : `${summary.files.toLocaleString('en-IN')} files, ${sizeText(summary.bytes)}, from ${summary.accounts} ${summary.accounts === 1 ? 'account' : 'accounts'} and ${summary.proceedings} ${summary.proceedings === 1 ? 'proceeding' : 'proceedings'}.`}
            </Text>
            <Group gap="xs">
              <Button
                variant="subtle"
                disabled={!hasChoice(selection)}
                onClick={() => setSelection(emptySelection)}
              >
                Clear
              </Button>
              <Button
                disabled={!summary || summary.files === 0}
                loading={download.isPending}
                onClick={() => download.mutate()}
                data-action="download-zip"
              >
                Download ZIP
              </Button>
            </Group>
          </Group>
          {download.isSuccess ? (
            <Alert color="green" variant="light" data-state="started">
              Your download of {download.data.files.toLocaleString('en-IN')} files has started; the browser
              saves it as it streams.
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
