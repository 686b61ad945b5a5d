import type { SignInAnswerBody } from '@taxdesk/domain';
import { api } from '../../api/client';

/** Answers one question; the run goes on in a worker (a wrong captcha comes back as a new question). */
export function answerSignIn(orgId: string, id: string, answer: string): Promise<{ ok: boolean }> {
  const body: SignInAnswerBody = { answer };
  return api<{ ok: boolean }>(
    `/o/${encodeURIComponent(orgId)}/sign-in-queue/${encodeURIComponent(id)}/answer`,
    { method: 'POST', body },
  );
}
