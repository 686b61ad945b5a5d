import { Overlay, Paper, Text } from '@mantine/core';
import { NO_ACCESS_MESSAGE } from '@taxdesk/domain';

/** The centred notice the guard shows before it sends the user back to the organisation's Home. */
export function NoAccessNotice() {
  return (
    <Overlay fixed center backgroundOpacity={0.25} blur={1} zIndex={500}>
      <Paper role="alertdialog" aria-live="assertive" shadow="lg" radius="md" px="xl" py="lg" withBorder>
        <Text fw={600} size="lg" c="red">
          {NO_ACCESS_MESSAGE}
        </Text>
      </Paper>
    </Overlay>
  );
}
