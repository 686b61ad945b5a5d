import { Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  TDS_DOWNLOAD_KINDS,
  TDS_DOWNLOAD_KIND_LABELS,
  TDS_STATEMENT_FORMS,
  yearLabel,
  type DownloadRequestAnswer,
} from '@taxdesk/domain';
import { useState } from 'react';
import { syncAccountsOptions } from '../../shared/area/sync-accounts-api';
import { fileDownloadRequests, recentFinancialYears } from './tds-screens-api';

type Props = {
  orgId: string;
  opened: boolean;
  onClose: () => void;
  onFiled: (a: DownloadRequestAnswer) => void;
};
type Kind = (typeof TDS_DOWNLOAD_KINDS)[number];

/**
 * The choice of TANs × year × quarters × forms × kinds. Form 16 is yearly (24Q), Form 16A is for
 * 26Q and 27Q: TaxDesk expands the choice into one request per combination TRACES accepts.
 */
export function DownloadRequestForm({ orgId, opened, onClose, onFiled }: Props) {
  const accounts = useQuery({ ...syncAccountsOptions(orgId, 'traces'), enabled: opened });
  const [tans, setTans] = useState<string[]>([]);
  const [year, setYear] = useState<string | null>(String(recentFinancialYears()[1]));
  const [quarters, setQuarters] = useState<string[]>(['1']);
  const [forms, setForms] = useState<string[]>(['26Q']);
  const [kinds, setKinds] = useState<string[]>(['form16a']);
  const file = useMutation({
    mutationFn: () =>
      fileDownloadRequests(orgId, {
        tans,
        years: [Number(year)],
        quarters: quarters.map((q) => Number(q) as 1 | 2 | 3 | 4),
        forms,
        kinds: kinds as Kind[],
      }),
    onSuccess: (answer) => {
      onFiled(answer);
      onClose();
    },
  });
  const tanData = (accounts.data?.accounts ?? []).map((a) => ({
    value: a.accountKey,
    label: a.name ? `${a.accountKey} · ${a.name}` : a.accountKey,
  }));
  const ready = tans.length > 0 && !!year && kinds.length > 0;

  return (
    <Modal opened={opened} onClose={onClose} title="Request downloads from TRACES" size="lg">
      <Stack gap="sm">
        <MultiSelect
          label="TANs"
          data={tanData}
          value={tans}
          onChange={setTans}
          searchable
          placeholder={tans.length ? undefined : 'Choose TANs'}
          description="TAN accounts with a TRACES login"
        />
        <Select
          label="Financial year"
          data={recentFinancialYears().map((y) => ({ value: String(y), label: yearLabel(y) }))}
          value={year}
          onChange={setYear}
          allowDeselect={false}
        />
        <Checkbox.Group label="Quarters" value={quarters} onChange={setQuarters}>
          <Group gap="md" mt={4}>
            {[1, 2, 3, 4].map((q) => (
              <Checkbox key={q} value={String(q)} label={`Q${q}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label="Forms" value={forms} onChange={setForms}>
          <Group gap="md" mt={4}>
            {TDS_STATEMENT_FORMS.map((f) => (
              <Checkbox key={f} value={f} label={f} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label="Download" value={kinds} onChange={setKinds}>
          <Group gap="md" mt={4}>
            {TDS_DOWNLOAD_KINDS.map((k) => (
              <Checkbox key={k} value={k} label={TDS_DOWNLOAD_KIND_LABELS[k]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Text size="sm" c="dimmed">
          Each TAN signs in to TRACES (a captcha the solver cannot read waits in the sign-in queue) and files
          its requests. TRACES prepares the files later; each sync checks and downloads them.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => file.mutate()} loading={file.isPending} disabled={!ready}>
            File requests
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
