import { noticeDuration, type Envelope } from '@taxdesk/domain';
import type { Notice } from '../notices/notify';

/** What one API answer asks the user to see (SPEC §7, §8). */
type AnswerOutcome =
  | { ok: true; body: Envelope | null }
  | { ok: false; body: Envelope | null; errorMessage: string; quiet: boolean };

/**
 * A failure shows the body's message, else the error's own; a success shows its message only when
 * the server asked (`show`). Notices last by their word count and carry a progress line.
 */
export function noticeForAnswer(outcome: AnswerOutcome): Notice | null {
  if (!outcome.ok) {
    if (outcome.quiet) return null;
    const message = outcome.body?.message || outcome.errorMessage;
    return { message, tone: 'negative', durationMs: noticeDuration(message), withProgress: true };
  }
  const body = outcome.body;
  if (!body?.show || !body.message) return null;
  return {
    message: body.message,
    tone: body.success ? 'positive' : 'negative',
    durationMs: noticeDuration(body.message),
    withProgress: true,
  };
}
