import { DEFAULT_TOAST_MS } from '@taxdesk/domain';
import { loadToasts } from './toasts';

type NoticeTone = 'positive' | 'negative';

export type Notice = {
  message: string;
  tone: NoticeTone;
  /** How long it stays; the default toast time when not given. */
  durationMs?: number;
  /** A line that fills up until the notice closes. */
  withProgress?: boolean;
};

/**
 * Shows a notice at the bottom of the screen. The same message is not stacked twice at once.
 * Notices keep their order even when the first has to wait for the toasts' code (toasts.ts).
 */
export function notify({ message, tone, durationMs = DEFAULT_TOAST_MS, withProgress = false }: Notice): void {
  void loadToasts()
    .then(({ notifications }) =>
      notifications.show({
        id: `${tone}:${message}`,
        message,
        color: tone === 'positive' ? 'teal' : 'red',
        autoClose: durationMs,
        withAutoCloseProgress: withProgress,
        position: 'bottom-center',
        'data-tone': tone,
      }),
    )
    .catch((error: unknown) => console.error('A notice could not be shown:', message, error));
}
