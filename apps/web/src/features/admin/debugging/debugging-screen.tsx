import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { debuggingKeys, fetchQueues } from '../api/debugging-api';
import { AdminPage } from '../ui/admin-page';
import { QueryState } from '../ui/query-state';
import { JobsTable } from './jobs-table';
import { QueuesTable } from './queues-table';
import { RawPayload } from './raw-payload';
import { SignInLocksTable } from './sign-in-locks-table';

/** Debugging (`/{orgId}/admin/debugging`): job queues by state, failed jobs with retry, raw payloads, sign-in locks. */
export default function DebuggingScreen({ orgId }: ScreenProps) {
  const [queue, setQueue] = useState('');
  const queues = useQuery({ queryKey: debuggingKeys.queues, queryFn: fetchQueues, refetchInterval: 5000 });
  return (
    <AdminPage
      orgId={orgId}
      path="/{orgId}/admin/debugging"
      intro="The background job queues of every organisation: what waits, runs, ended and failed (with the error). A failed job can be sent round again. Addresses and accounts held back from signing in can be cleared."
    >
      <QueryState query={queues} what="the job queues">
        {(rows) => <QueuesTable queues={rows} selected={queue} onSelect={setQueue} />}
      </QueryState>
      <JobsTable key={queue} queue={queue} queues={(queues.data ?? []).map((q) => q.name)} />
      <RawPayload defaultOrgId={orgId} />
      <SignInLocksTable />
    </AdminPage>
  );
}
