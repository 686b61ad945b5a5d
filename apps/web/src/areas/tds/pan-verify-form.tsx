import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PAN_VERIFY_CACHE_DAYS, TDS_STATEMENT_FORMS, type PanVerifyAnswer } from '@taxdesk/domain';
import { useState } from 'react';
import { syncAccountsOptions } from '../../shared/area/sync-accounts-api';
import { badPanLines, panLines, withoutHeader } from './pan-list-check';
import { verifyPans } from './tds-screens-api';

type Props = { orgId: string; opened: boolean; onClose: () => void; onStarted: (a: PanVerifyAnswer) => void };

/** Deductee PANs pasted or read from a file, checked line by line, verified in one TAN's TRACES session. */
export function PanVerifyForm({ orgId, opened, onClose, onStarted }: Props) {
  const accounts = useQuery({ ...syncAccountsOptions(orgId, 'traces'), enabled: opened });
  const [tan, setTan] = useState<string | null>(null);
  const [form, setForm] = useState<string | null>('26Q');
  const [text, setText] = useState('');
  const [refresh, setRefresh] = useState(false);
  const lines = panLines(text);
  const bad = badPanLines(lines);
  const count = lines.filter((l) => l !== '').length - bad.length;
  const verify = useMutation({
    mutationFn: () => verifyPans(orgId, { tan: tan!, form: form!, lines, refresh }),
    onSuccess: (answer) => {
      onStarted(answer);
      onClose();
    },
  });
  const readFile = async (file: File | null) => {
    if (file)
      setText(
        withoutHeader(panLines(await file.text()))
          .join('\n')
          .trim(),
      );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Verify deductee PANs" size="lg">
      <Stack gap="sm">
        <Select
          label="TAN"
          data={(accounts.data?.accounts ?? []).map((a) => ({
            value: a.accountKey,
            label: a.name ? `${a.accountKey} · ${a.name}` : a.accountKey,
          }))}
          value={tan}
          onChange={setTan}
          searchable
          description="The deductor whose TRACES login checks the PANs"
        />
        <Select
          label="Form"
          data={[...TDS_STATEMENT_FORMS]}
          value={form}
          onChange={setForm}
          allowDeselect={false}
        />
        <Textarea
          label="PANs"
          description="One PAN a line"
          autosize
          minRows={4}
          maxRows={10}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <FileInput
          label="Or import a file"
          description="Text or CSV, the PAN in the first column"
          accept=".txt,.csv,text/plain,text/csv"
          onChange={(f) => void readFile(f)}
          clearable
        />
        {bad.length ? (
          <Alert color="red" title={`${bad.length} line(s) are not PANs`} data-state="bad-pans">
            <List size="sm">
              {bad.slice(0, 20).map((b) => (
                <List.Item key={b.line}>
                  Line {b.line}: {b.value}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Checkbox
          label={`Ask again for PANs verified in the last ${PAN_VERIFY_CACHE_DAYS} days`}
          checked={refresh}
          onChange={(e) => setRefresh(e.currentTarget.checked)}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {count} PAN(s) to verify
          </Text>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => verify.mutate()}
              loading={verify.isPending}
              disabled={!tan || !form || count === 0 || bad.length > 0}
            >
              Verify PANs
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
