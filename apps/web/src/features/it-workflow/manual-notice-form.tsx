import {
  Button,
  FileInput,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordRow } from '@taxdesk/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../shared/api/client';
import { recordKeys } from '../../shared/resource';
import { recordPageOptions } from '../../shared/resource/records-api';
import { createManualNotice, readPdf, updateManualNotice, type ManualNoticeBody } from './manual-notices-api';
import {
  emptyManualNotice,
  manualNoticeSchema,
  valuesOf,
  type ManualNoticeValues,
} from './manual-notice-schema';

type Props = {
  orgId: string;
  /** The notice being edited; absent when adding one. */
  editing: RecordRow | null;
  opened: boolean;
  onClose: () => void;
};

/** A 400's field errors, for the form to show at the fields. */
function fieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (error.body?.errors ?? []).filter((e) => typeof e.field === 'string');
}

/** The organisation's PANs to choose from, searched on the server as the user types. */
function useAccountChoices(orgId: string, search: string, selected: string) {
  const page = useQuery(
    recordPageOptions(orgId, 'itAccount', { limit: '100', ...(search ? { q: search } : {}) }),
  );
  const choices = (page.data?.rows ?? []).map((r) => ({
    value: String(r.data.pan),
    label: r.data.name ? `${String(r.data.pan)} · ${String(r.data.name)}` : String(r.data.pan),
  }));
  if (selected && !choices.some((c) => c.value === selected))
    choices.unshift({ value: selected, label: selected });
  return { choices, loading: page.isLoading };
}

/** Adds or edits a notice entered by hand: its PAN's proceeding is optional, so is its PDF. */
export function ManualNoticeForm({ orgId, editing, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<ManualNoticeValues>({
    resolver: zodResolver(manualNoticeSchema),
    mode: 'onTouched',
    values: editing ? valuesOf(editing.data) : emptyManualNotice,
  });
  const [file, setFile] = useState<File | null>(null);
  const [search, setSearch] = useState('');
  const pan = form.watch('pan');
  const accounts = useAccountChoices(orgId, search, pan);
  const proceedings = useQuery({
    ...recordPageOptions(orgId, 'itProceeding', { pan, limit: '200' }),
    enabled: /^[A-Z]{5}\d{4}[A-Z]$/.test(pan),
  });
  const proceedingChoices = (proceedings.data?.rows ?? []).map((r) => ({
    value: String(r.data.proceedingReqId),
    label: `${String(r.data.proceedingName ?? 'Proceeding')} · AY ${String(r.data.assessmentYear ?? '?')} · ${String(r.data.proceedingReqId)}`,
  }));

  const save = useMutation({
    mutationFn: async (values: ManualNoticeValues) => {
      const body: ManualNoticeBody = { ...values, pdf: file ? await readPdf(file) : null };
      return editing ? updateManualNotice(orgId, editing.key, body) : createManualNotice(orgId, body);
    },
    onSuccess: async () => {
      setFile(null);
      onClose();
      await queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, 'itNotice') });
    },
    onError: (error) => {
      for (const e of fieldErrors(error)) {
        if (e.field in emptyManualNotice)
          form.setError(e.field as keyof ManualNoticeValues, { message: e.message });
      }
    },
  });
  const { errors } = form.formState;
  const close = () => {
    setFile(null);
    save.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? `Edit manual notice ${editing.key}` : 'Add a notice by hand'}
      size="xl"
    >
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        data-form="manual-notice"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="pan"
              render={({ field }) => (
                <Select
                  label="PAN"
                  required
                  searchable
                  placeholder="Search the organisation's PANs"
                  data={accounts.choices}
                  value={field.value || null}
                  onChange={(v) => {
                    field.onChange(v ?? '');
                    form.setValue('proceedingReqId', '');
                  }}
                  onBlur={field.onBlur}
                  searchValue={search}
                  onSearchChange={setSearch}
                  nothingFoundMessage={accounts.loading ? 'Loading…' : 'No such PAN among the accounts'}
                  error={errors.pan?.message}
                  data-field="pan"
                />
              )}
            />
            <Controller
              control={form.control}
              name="proceedingReqId"
              render={({ field }) => (
                <Select
                  label="Proceeding"
                  description="Optional: without one, the notice waits on Unmatched Notices"
                  placeholder={pan ? 'Not known yet' : 'Choose the PAN first'}
                  data={proceedingChoices}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  clearable
                  searchable
                  disabled={!pan}
                  nothingFoundMessage="This PAN has no proceedings"
                  error={errors.proceedingReqId?.message}
                  data-field="proceedingReqId"
                />
              )}
            />
            <TextInput
              label="Section"
              required
              placeholder="142(1), 143(2), 148…"
              error={errors.noticeSection?.message}
              {...form.register('noticeSection')}
            />
            <TextInput
              label="DIN"
              description="Document identification number, if the notice has one"
              error={errors.documentIdentificationNumber?.message}
              {...form.register('documentIdentificationNumber')}
            />
            <TextInput
              label="Assessment year"
              placeholder="2024-25"
              error={errors.ay?.message}
              {...form.register('ay')}
            />
            <TextInput
              type="date"
              label="Issued on"
              required
              error={errors.issuedOn?.message}
              {...form.register('issuedOn')}
            />
            <TextInput
              type="date"
              label="Response due"
              error={errors.responseDueDate?.message}
              {...form.register('responseDueDate')}
            />
            <TextInput
              type="date"
              label="Hearing date"
              error={errors.hearingDate?.message}
              {...form.register('hearingDate')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            required
            autosize
            minRows={2}
            maxRows={8}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <FileInput
            label={editing ? 'Replace the PDF' : 'Notice PDF'}
            description="Optional, up to 10 MB"
            placeholder="Choose a PDF"
            accept="application/pdf"
            clearable
            value={file}
            onChange={setFile}
            data-field="pdf"
          />
          {save.error && fieldErrors(save.error).length === 0 ? (
            <Text size="sm" c="red">
              {save.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save notice' : 'Add notice'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
