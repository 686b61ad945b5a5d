import { checkArcaId, checkPan } from '@taxdesk/domain';
import { createEfilingClient } from '../../../../lib/portal/efiling-client';
import type { EfilingPortal, EfilingSession } from '../../../../lib/portal/efiling-types';
import type { Connector } from '../../../../lib/sync/connector';
import { asConnector } from '../../connector/efiling-connector';
import type { SyncModule } from '../../../../lib/sync/sync-module';
import type { SyncPortal } from '../../../../lib/sync/sync-portal';
import { createItatClient, type ItatService } from '../connector/itat-client';
import { ARCA_STEPS } from './arca-sync';
import { itatCaseStatus, type ItatConnector } from './itat-sync';
import type { LoginStep } from './login-run';
import { RP_STEPS } from './rp-sync';
import { accountsToSync } from './sync-targets';

type EfilingLoginConnector = EfilingPortal & Connector<EfilingSession>;

/** A login's step on the engine: the run as the step knows it, by its login id. */
function onEngine(step: LoginStep): SyncModule<EfilingLoginConnector> {
  return { key: step.key, label: step.label, run: (run) => step.run({ ...run, loginId: run.accountKey }) };
}

const efiling = (baseUrl: string): EfilingLoginConnector => asConnector(createEfilingClient(baseUrl));

/** A representative's (Reply) logins, by PAN. */
export const rpSyncPortal: SyncPortal<EfilingLoginConnector> = {
  key: 'rp',
  area: 'it',
  feature: 'it',
  accountLabel: 'Reply account',
  accountType: 'rpAccount',
  keyField: 'rpPan',
  checkLoginId: checkPan,
  queue: 'rp-sync-account',
  modules: RP_STEPS.map(onEngine),
  connector: (app) => efiling(app.portals.it),
  login: 'password',
  concurrency: 2,
};

/** The firm's chartered accountant's ARCA login. */
export const arcaSyncPortal: SyncPortal<EfilingLoginConnector> = {
  key: 'arca',
  area: 'it',
  feature: 'it',
  accountLabel: 'ARCA login',
  accountType: 'arcaAccount',
  keyField: 'arcaId',
  checkLoginId: checkArcaId,
  queue: 'arca-sync-account',
  modules: ARCA_STEPS.map(onEngine),
  connector: (app) => efiling(app.portals.it),
  login: 'password',
  concurrency: 2,
};

/** The ITAT's base URL: its own setting (ITAT_PORTAL_URL). */
function itatBaseUrl(portals: { itat: string }): string {
  return portals.itat;
}

/** The ITAT's public case status (no login), asked per PAN. */
export function itatConnector(service: ItatService): ItatConnector {
  return {
    ...service,
    signIn: async () => ({ done: true, session: null }),
    answer: async () => {
      throw new Error('The ITAT asks no sign-in question');
    },
    signOut: async () => {},
  };
}

export const itatSyncPortal: SyncPortal<ItatConnector> = {
  key: 'itat',
  area: 'it',
  feature: 'it',
  accountLabel: 'PAN',
  accountType: 'itAccount',
  keyField: 'pan',
  checkLoginId: checkPan,
  queue: 'itat-sync-pan',
  modules: [itatCaseStatus],
  connector: (app) => itatConnector(createItatClient(itatBaseUrl(app.portals))),
  login: 'none',
  syncedAtField: 'itatSyncedAt',
  // "Sync all" looks up every PAN with an appeal and every client PAN (new appeals of theirs).
  listAccounts: (tx, orgId) => accountsToSync(tx, orgId, 'itat', undefined, true),
  batchOptions: { searchByPan: true },
  concurrency: 2,
};

export const RP_ARCA_PORTALS = { rp: rpSyncPortal, arca: arcaSyncPortal, itat: itatSyncPortal } as const;
