import { Button } from '@mantine/core';
import { PathLink } from '../../../shared/routing/path-link';

/** A link from an import's result to where the imported records are. */
export function ResultLink({ to, children }: { to: string; children: string }) {
  return (
    <Button size="xs" renderRoot={(props) => <PathLink {...props} to={to} />}>
      {children}
    </Button>
  );
}
