import { notifications } from '@mantine/notifications';
import { DEFAULT_TOAST_MS } from '@taxdesk/domain';

export type NoticeTone = 'positive' | 'negative';

export type Notice = {
  message: string;
  tone: NoticeTone;
  /** How long it stays; the default toast time when not given. */
  durationMs?: number;
  /** A line that fills up until the notice closes. */
  withProgress?: boolean;
};

/** Shows a notice at the bottom of the screen. The same message is not stacked twice at once. */
export function notify({ message, tone, durationMs = DEFAULT_TOAST_MS, withProgress = false }: Notice): void {
  notifications.show({
    id: `${tone}:${message}`,
    message,
    color: tone === 'positive' ? 'teal' : 'red',
    autoClose: durationMs,
    withAutoCloseProgress: withProgress,
    position: 'bottom-center',
    'data-tone': tone,
  });
}
