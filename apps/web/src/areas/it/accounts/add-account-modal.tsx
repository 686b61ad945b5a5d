import { Modal, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { notify } from '../../../shared/notices/notify';
import { recordKeys } from '../../../shared/resource';
import {
  addAccountSchema,
  emptyAddAccount,
  type AddAccountBody,
  type AddAccountInput,
} from './add-account-schema';
import { saveItAccount } from './it-accounts-api';
import { serverFieldErrors } from '../../../shared/api/server-field-errors';
import { FormButtons } from '../../../shared/forms/form-buttons';

type Props = { orgId: string; opened: boolean; onClose: () => void };

/** Adds (or updates) one income-tax login. Messages show once a field loses focus. */
export function AddAccountModal({ orgId, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<AddAccountInput, unknown, AddAccountBody>({
    resolver: zodResolver(addAccountSchema),
    mode: 'onTouched',
    defaultValues: emptyAddAccount,
  });
  const save = useMutation({
    mutationFn: (body: AddAccountBody) => saveItAccount(orgId, body),
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, 'itAccount') });
      notify({
        tone: 'positive',
        message: `Account ${body.pan} saved`,
      });
      form.reset(emptyAddAccount);
      onClose();
    },
    onError: (error) => {
      for (const e of serverFieldErrors(error)) {
        if (e.field in emptyAddAccount)
          form.setError(e.field as keyof AddAccountInput, { message: e.message });
      }
    },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(emptyAddAccount);
    save.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Add income-tax account" size="lg">
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="PAN"
              required
              autoComplete="off"
              placeholder="ABCDE1234F"
              styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
              error={errors.pan?.message}
              {...form.register('pan')}
            />
            <PasswordInput
              label="Portal password"
              required
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <TextInput label="Name" error={errors.name?.message} {...form.register('name')} />
            <TextInput label="Client no." error={errors.clientNo?.message} {...form.register('clientNo')} />
            <TextInput label="Group" error={errors.group?.message} {...form.register('group')} />
            <TextInput label="Branch" error={errors.branch?.message} {...form.register('branch')} />
          </SimpleGrid>
          <FormButtons onCancel={close} submitLabel="Save account" loading={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
