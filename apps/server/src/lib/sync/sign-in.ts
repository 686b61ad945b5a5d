import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import type { CaptchaSolver } from './captcha-solver';
import type { Connector, LoginCredentials, SignInStep } from './connector';
import { createSignInRequest, takeAnswer } from './sign-in-requests';

/** Tries of the solver per sign-in before a person is asked. */
const SOLVER_TRIES = 3;

type SignInResult<S> =
  { signedIn: true; session: S } | { signedIn: false; requestId: string; kind: 'captcha' | 'otp' };

/**
 * Signs a run in, with help where the portal asks a question: the solver reads captchas first;
 * what it cannot read (or an OTP) is parked for a person, and the run stops there. A resumed run
 * continues from the person's answer in the same portal session. Portal errors propagate.
 */
export async function signInWithHelp<S>(
  ctx: AppContext,
  connector: Connector<S>,
  credentials: LoginCredentials,
  run: {
    orgId: string;
    portal: string;
    accountKey: string;
    runId: string;
    batchId?: string;
    resumed: boolean;
  },
  solver: CaptchaSolver | undefined,
): Promise<SignInResult<S>> {
  let step: SignInStep<S>;
  let attempts = 0;
  const taken = run.resumed
    ? await inOrg(ctx.db, run.orgId, (tx) => takeAnswer(ctx, tx, run.orgId, run.runId))
    : null;
  if (taken) {
    step = await connector.answer(credentials, taken.state, taken.answer);
    // Asked again after a person's answer: that answer was wrong.
    attempts = taken.attempts + (step.done ? 0 : 1);
  } else {
    step = await connector.signIn(credentials);
  }
  let solverTries = 0;
  while (!step.done) {
    const { challenge, state } = step;
    if (challenge.kind === 'captcha' && solver && solverTries < SOLVER_TRIES) {
      solverTries++;
      const answer = await solver(challenge.image, challenge.mimeType);
      if (answer) {
        step = await connector.answer(credentials, state, answer);
        continue;
      }
    }
    const requestId = await inOrg(ctx.db, run.orgId, (tx) =>
      createSignInRequest(ctx, tx, {
        orgId: run.orgId,
        portal: run.portal,
        accountKey: run.accountKey,
        runId: run.runId,
        batchId: run.batchId,
        challenge,
        state,
        attempts,
      }),
    );
    return { signedIn: false, requestId, kind: challenge.kind };
  }
  return { signedIn: true, session: step.session };
}
