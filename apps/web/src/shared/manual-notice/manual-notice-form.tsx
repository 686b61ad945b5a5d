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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordRow } from '@taxdesk/domain';
import { useMemo, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '../api/server-field-errors';
import { recordKeys } from '../resource';
import {
  emptyValues,
  valuesOf,
  type ManualField,
  type ManualNoticeConfig,
  type ManualValues,
} from './manual-notice-config';
import { manualSchema } from './manual-notice-schema';
import { createManualNotice, readPdf, updateManualNotice, type ManualBody } from './manual-notices-api';
import { AccountSelect, LinkedSelect } from './manual-record-fields';
import { DayInput } from '../forms/day-input';

type Props = {
  orgId: string;
  config: ManualNoticeConfig;
  /** The record being edited; absent when adding one. */
  editing: RecordRow | null;
  opened: boolean;
  onClose: () => void;
};

function FieldInput({
  orgId,
  config,
  field: f,
  form,
}: {
  orgId: string;
  config: ManualNoticeConfig;
  field: ManualField;
  form: UseFormReturn<ManualValues>;
}) {
  const error = form.formState.errors[f.key]?.message;
  if (f.kind === 'account' || f.kind === 'linked' || f.kind === 'select') {
    const account = config.fields.find((a) => a.kind === 'account');
    const accountValue = form.watch(account?.key ?? '') ?? '';
    return (
      <Controller
        control={form.control}
        name={f.key}
        render={({ field }) => {
          const common = { value: field.value, onBlur: field.onBlur, error };
          if (f.kind === 'account')
            return (
              <AccountSelect
                orgId={orgId}
                field={f}
                {...common}
                onChange={(v) => {
                  field.onChange(v);
                  // A linked record belongs to the account: another account clears it.
                  for (const l of config.fields) if (l.kind === 'linked') form.setValue(l.key, '');
                }}
              />
            );
          if (f.kind === 'linked')
            return (
              <LinkedSelect
                orgId={orgId}
                field={f}
                account={accountValue}
                {...common}
                onChange={field.onChange}
              />
            );
          return (
            <Select
              label={f.label}
              required={f.required}
              description={f.description}
              placeholder={f.placeholder}
              data={Object.entries(f.options).map(([value, label]) => ({ value, label }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={error}
              data-field={f.key}
            />
          );
        }}
      />
    );
  }
  const props = {
    label: f.label,
    required: f.required,
    description: f.description,
    placeholder: f.placeholder,
    error,
  };
  if (f.kind === 'textarea')
    return <Textarea autosize minRows={2} maxRows={8} {...props} {...form.register(f.key)} />;
  if (f.kind === 'date')
    return (
      <Controller
        control={form.control}
        name={f.key}
        render={({ field }) => (
          <DayInput {...props} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
    );
  return (
    <TextInput inputMode={f.kind === 'money' ? 'decimal' : undefined} {...props} {...form.register(f.key)} />
  );
}

/** Adds or edits a record entered by hand, with the fields its configuration gives; its PDF is optional. */
export function ManualNoticeForm({ orgId, config, editing, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => manualSchema(config), [config]);
  const empty = useMemo(() => emptyValues(config), [config]);
  const form = useForm<ManualValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    values: editing ? valuesOf(config, editing.data) : empty,
  });
  const [file, setFile] = useState<File | null>(null);
  const save = useMutation({
    mutationFn: async (values: ManualValues) => {
      const body: ManualBody = { ...values, pdf: file ? await readPdf(file) : null };
      return editing
        ? updateManualNotice(orgId, config.apiArea, editing.key, body)
        : createManualNotice(orgId, config.apiArea, body);
    },
    onSuccess: async () => {
      setFile(null);
      onClose();
      await queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, config.type) });
    },
    onError: (error) => {
      for (const e of serverFieldErrors(error))
        if (e.field in empty) form.setError(e.field, { message: e.message });
    },
  });
  const close = () => {
    setFile(null);
    save.reset();
    onClose();
  };
  const inGrid = config.fields.filter((f) => f.kind !== 'textarea');
  const below = config.fields.filter((f) => f.kind === 'textarea');

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
            {inGrid.map((f) => (
              <FieldInput key={f.key} orgId={orgId} config={config} field={f} form={form} />
            ))}
          </SimpleGrid>
          {below.map((f) => (
            <FieldInput key={f.key} orgId={orgId} config={config} field={f} form={form} />
          ))}
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
          {save.error && serverFieldErrors(save.error).length === 0 ? (
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
