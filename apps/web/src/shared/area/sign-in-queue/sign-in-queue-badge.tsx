import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { signInQueueOptions } from './sign-in-queue-api';
import { SignInQueuePanel } from './sign-in-queue-panel';
import classes from './sign-in-queue-badge.module.css';

/** The header looks at the queue this often while someone is signed in to an organisation. */
const BADGE_POLL_MS = 15_000;

/**
 * "Sign-ins waiting: N" in the header ("Sign-ins: N" on a laptop screen) when a sync waits for a
 * person; opens the queue in a drawer.
 */
export function SignInQueueBadge({ orgId }: { orgId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const queue = useQuery(signInQueueOptions(orgId, BADGE_POLL_MS));
  const count = queue.data?.items.length ?? 0;
  if (count === 0 && !opened) return null;
  return (
    <>
      <Button
        size="compact-sm"
        color="violet"
        variant="white"
        onClick={open}
        radius="xl"
        data-sign-in-badge={count}
      >
        Sign-ins<span className={classes.waiting}>&nbsp;waiting</span>: {count}
      </Button>
      {/* Mantine writes the drawer's title as an h2, so the panel's heading below it is an h3. */}
      <Drawer opened={opened} onClose={close} position="right" size="md" title="Sign-in queue">
        <SignInQueuePanel orgId={orgId} autoFocus headingOrder={3} />
      </Drawer>
    </>
  );
}
