import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { areaKeys } from '../area-keys';
import { pruneAnswered, queueView, waitText } from './queue-advance';
import { signInImageOptions } from './sign-in-image-api';
import { signInQueueOptions } from './sign-in-queue-api';
import { SignInQuestion } from './sign-in-question';

/** While the panel is open the queue is polled this often: a run may stop at a captcha any moment. */
export const QUEUE_POLL_MS = 2000;

type Props = {
  orgId: string;
  /** Focus the first question at once (the drawer); on a page, only after an answer. */
  autoFocus?: boolean;
  /** The heading's level where the panel sits. */
  headingOrder?: 2 | 3 | 4;
};

/**
 * Every sign-in of the organisation that waits for a person, one at a time: type the captcha or
 * OTP, press Enter, and the next one is already there (its image fetched ahead).
 */
export function SignInQueuePanel({ orgId, autoFocus = false, headingOrder = 3 }: Props) {
  const queryClient = useQueryClient();
  const queue = useQuery(signInQueueOptions(orgId, QUEUE_POLL_MS));
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const [moved, setMoved] = useState(false);
  const items = queue.data?.items;
  const view = queueView(items ?? [], answered, Date.now());

  // Forget answers the server no longer lists, so the set stays as small as the queue.
  useEffect(() => {
    if (items) setAnswered((prev) => (prev.size ? pruneAnswered(prev, items) : prev));
  }, [items]);
  const nextId = view.next?.kind === 'captcha' ? view.next.id : null;
  useEffect(() => {
    if (nextId) void queryClient.prefetchQuery(signInImageOptions(orgId, nextId));
  }, [nextId, orgId, queryClient]);

  const onAnswered = (id: string) => {
    setAnswered((prev) => new Set(prev).add(id));
    setMoved(true);
    void queryClient.invalidateQueries({ queryKey: areaKeys.signInQueue(orgId) });
  };
  const wait = queue.data ? waitText(queue.data.waitMinutes) : null;

  return (
    <Paper withBorder p="md" data-sign-in-queue data-waiting={view.remaining}>
      <Stack gap="sm">
        <div>
          <Title order={headingOrder}>Sign-ins waiting for you</Title>
          <Text size="sm" c="dimmed">
            A portal asked for a captcha or an OTP; the sync of that account waits for the answer
            {wait ? ` for up to ${wait}, then ends as failed (retry it from Failed syncs)` : ''}.
          </Text>
        </div>
        {queue.isPending ? <Loader size="sm" /> : null}
        {queue.isError && !queue.data ? (
          <Alert color="red" title="Could not load the sign-ins waiting">
            {(queue.error as Error).message}
          </Alert>
        ) : null}
        {queue.data && !view.current ? (
          <Text size="sm" data-queue-empty>
            No sign-in is waiting. When a sync stops at a captcha or an OTP, it shows here.
          </Text>
        ) : null}
        {view.current ? (
          <>
            <Text size="sm" fw={500} data-queue-remaining>
              {view.remaining === 1 ? '1 sign-in waiting' : `${view.remaining} sign-ins waiting`}
            </Text>
            <SignInQuestion
              key={view.current.id}
              orgId={orgId}
              item={view.current}
              focus={autoFocus || moved}
              onAnswered={onAnswered}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
