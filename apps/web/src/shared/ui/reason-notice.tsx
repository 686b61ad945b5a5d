import { Alert } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useNavigateToPath } from '../routing/path-link';

/**
 * Shows the `reason` search param a redirect left ("License has expired", "You don't have
 * access"); closing it takes the reason out of the URL so a reload does not show it again.
 */
export function ReasonNotice() {
  const location = useLocation();
  const navigate = useNavigateToPath();
  const search = location.search as Record<string, unknown>;
  const reason = typeof search.reason === 'string' ? search.reason : null;
  if (!reason) return null;
  const close = () => {
    const rest = Object.fromEntries(
      Object.entries(search)
        .filter(([key, value]) => key !== 'reason' && typeof value === 'string')
        .map(([key, value]) => [key, value as string]),
    );
    void navigate({ to: location.pathname, search: rest, replace: true });
  };
  return (
    <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={close} mb="md">
      {reason}
    </Alert>
  );
}
