import { Button, Group, Modal, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { notify } from '../../../shared/notices/notify';
import { recordKeys } from '../../../shared/resource';
import { syncKeys } from '../../../shared/sync';
import { emptyLogin, loginBody, loginSchemas, type LoginFormBody, type LoginFormInput } from './login-schema';
import { serverFieldErrors } from '../../../shared/api/server-field-errors';
import { saveLogin, type LoginKind } from './rp-arca-api';

type Props = { orgId: string; kind: LoginKind; opened: boolean; onClose: () => void };

const TEXT: Record<LoginKind, { title: string; id: string; placeholder: string; note: string }> = {
  rp: {
    title: 'Add Reply account',
    id: 'PAN',
    placeholder: 'ABCPE1234F',
    note: "A representative's e-filing login: TaxDesk reads the proceedings and notices of every client it represents.",
  },
  arca: {
    title: 'Add ARCA login',
    id: 'ARCA id',
    placeholder: 'ARCA123456',
    note: "The firm's chartered-accountant login on the e-filing portal: its worklist, filed forms and UDINs.",
  },
};

/** Adds (or updates) a Reply account or the ARCA login; the password is stored encrypted. */
export function LoginModal({ orgId, kind, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const text = TEXT[kind];
  const form = useForm<LoginFormInput, unknown, LoginFormBody>({
    resolver: zodResolver(loginSchemas[kind]),
    mode: 'onTouched',
    defaultValues: emptyLogin,
  });
  const save = useMutation({
    mutationFn: (body: LoginFormBody) => saveLogin(orgId, kind, loginBody(kind, body)),
    onSuccess: (_data, body) => {
      // The sync screens list the portal's accounts under the sync keys.
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, kind) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
      notify({ tone: 'positive', message: `${text.id} ${body.loginId} saved` });
      form.reset(emptyLogin);
      onClose();
    },
    onError: (error) => {
      for (const e of serverFieldErrors(error)) {
        const field = e.field === 'rpPan' || e.field === 'arcaId' ? 'loginId' : e.field;
        if (field in emptyLogin) form.setError(field as keyof LoginFormInput, { message: e.message });
      }
    },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(emptyLogin);
    save.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={text.title} size="lg">
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {text.note}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={text.id}
              required
              autoComplete="off"
              placeholder={text.placeholder}
              styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
              error={errors.loginId?.message}
              data-autofocus
              {...form.register('loginId')}
            />
            <PasswordInput
              label="Portal password"
              required
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            {kind === 'rp' ? (
              <>
                <TextInput label="Name" error={errors.name?.message} {...form.register('name')} />
                <TextInput label="Branch" error={errors.branch?.message} {...form.register('branch')} />
              </>
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
