import { Alert, Button, Group, Paper, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { CaseDetail } from '@taxdesk/domain';
import { useState } from 'react';
import { commentOnCase } from './cases-api';

type Props = { orgId: string; caseId: string; onChange: (next: CaseDetail) => Promise<void> };

/** A comment on the matter: it goes into the history with who wrote it. */
export function CaseComments({ orgId, caseId, onChange }: Props) {
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => commentOnCase(orgId, caseId, text),
    onSuccess: async (next) => {
      setText('');
      await onChange(next);
    },
  });
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Comment
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <Textarea
          label="Comment"
          autosize
          minRows={2}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {add.isError && (
          <Alert color="red" mt="sm">
            {(add.error as Error).message}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" disabled={!text.trim()} loading={add.isPending}>
            Add comment
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
