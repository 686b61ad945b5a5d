import { recordKey } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { httpCaptchaSolver } from '../../lib/sync/captcha-solver';
import type { Connector, LoginCredentials, SignInState, SignInStep } from '../../lib/sync/connector';
import { PortalError } from '../../lib/sync/portal-error';
import type { SyncModule } from '../../lib/sync/sync-module';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import { gstPartyKind } from './gst-party-kind';
import { msmePartyKind } from './msme-party-kind';
import { panPartyKind } from './pan-party-kind';
import type { PartyKind } from './party-kind';
import { tanPartyKind } from './tan-party-kind';
import { fetchParty, freshLookup, saveParty, storedParty, type SolveCaptcha } from './party-lookup';
import { FORCE_OPTION } from './party-queue';

/** A party lookup has no login: its "session" is the app, and the captcha reader runs use. */
type PartySession = { app: AppContext; solveCaptcha: SolveCaptcha };
type PartyConnector = Connector<PartySession>;

/** The solver of CAPTCHA_SOLVER_URL; none configured → captchas go unread and the lookup fails. */
function configuredSolver(app: AppContext): SolveCaptcha {
  const url = app.config.CAPTCHA_SOLVER_URL;
  if (!url) return () => Promise.resolve(null);
  const solver = httpCaptchaSolver(url);
  return (image) => solver(image, 'image/png');
}

export function partyConnector(app: AppContext, solveCaptcha = configuredSolver(app)): PartyConnector {
  const session = (): Promise<SignInStep<PartySession>> =>
    Promise.resolve({ done: true, session: { app, solveCaptcha } });
  return {
    signIn: (_credentials: LoginCredentials) => session(),
    answer: (_c: LoginCredentials, _s: SignInState, _a: string) => session(),
    signOut: () => Promise.resolve(),
  };
}

/** One run looks up one party (the run's account key is its id) and keeps the result on its record. */
function lookupModule(kind: PartyKind): SyncModule<PartyConnector> {
  return {
    key: 'lookup',
    label: 'Lookup',
    async run(run) {
      const check = kind.check(run.accountKey);
      if (!check.ok) throw new PortalError('bad_request', check.reason);
      // Cached: a lookup younger than a week stands, unless this is a refresh.
      if (run.options[FORCE_OPTION] !== true) {
        const key = recordKey(kind.def, { [kind.def.keyFields[0]!]: check.value });
        if (freshLookup(await storedParty(run.app, run.orgId, kind, key), run.app.now())) return;
      }
      let saved;
      try {
        saved = await saveParty(
          run.app,
          run.orgId,
          kind,
          check.value,
          await fetchParty(run.app, kind, check.value, run.session.solveCaptcha),
        );
      } catch (err) {
        await saveParty(run.app, run.orgId, kind, check.value, { failed: (err as Error).message });
        throw err;
      }
      if (saved.inserted) run.counts.newCount++;
      if (saved.changed) run.counts.changedCount++;
    },
  };
}

function partySyncPortal(kind: PartyKind, label: string): SyncPortal<PartyConnector> {
  return {
    key: kind.key,
    area: kind.key,
    feature: kind.key,
    accountLabel: label,
    accountType: kind.def.type as SyncPortal['accountType'],
    keyField: kind.def.keyFields[0]!,
    checkLoginId: kind.check,
    queue: `${kind.key}-lookup`,
    modules: [lookupModule(kind)],
    connector: (app) => partyConnector(app),
    login: 'none',
  };
}

export const gstPartySyncPortal = partySyncPortal(gstPartyKind, 'GSTIN');
export const tanPartySyncPortal = partySyncPortal(tanPartyKind, 'TAN');
export const panPartySyncPortal = partySyncPortal(panPartyKind, 'PAN');
export const msmePartySyncPortal = partySyncPortal(msmePartyKind, 'Udyam number');
