import { Alert, Button, Group, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { updateNoticeState } from './update-notice-state';

/** The notice above the content when the app can run offline or a new version waits. */
export function UpdateNotice() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
  const state = updateNoticeState(offlineReady, needRefresh);
  if (!state) return null;
  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };
  return (
    <Alert
      role="status"
      data-testid="update-notice"
      color={state.canReload ? 'yellow' : 'teal'}
      radius={0}
      py="xs"
      withCloseButton={false}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{state.message}</Text>
        <Group gap="xs" wrap="nowrap">
          {state.canReload && (
            // Activates the waiting service worker; the page reloads once it takes control.
            <Button size="xs" onClick={() => void updateServiceWorker(true)}>
              Reload
            </Button>
          )}
          <Button size="xs" variant="default" onClick={close}>
            Close
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
