import { DEFAULT_SEED, type ItBehaviour } from '../accounts';
import { arcaLogins } from './arca-data';
import { rpLoginProfiles } from './rp-data';

/** A representative's (Reply) login on the sandbox's e-filing portal. */
export type SandboxRpAccount = { rpPan: string; password: string; name: string; behaviour: ItBehaviour };

/** A chartered accountant's ARCA login on the sandbox's e-filing portal. */
export type SandboxArcaAccount = {
  arcaId: string;
  password: string;
  name: string;
  membershipNo: string;
  firmName: string;
};

/** The RP logins a sandbox with the same seed holds (the last one is locked on the portal). */
export function sandboxRpAccounts(options: { seed?: string } = {}): SandboxRpAccount[] {
  return rpLoginProfiles(options.seed ?? DEFAULT_SEED).map((p) => ({
    rpPan: p.pan,
    password: p.password,
    name: p.name,
    behaviour: p.behaviour,
  }));
}

/** The ARCA logins a sandbox with the same seed holds. */
export function sandboxArcaAccounts(options: { seed?: string } = {}): SandboxArcaAccount[] {
  return arcaLogins(options.seed ?? DEFAULT_SEED).map((l) => ({
    arcaId: l.arcaId,
    password: l.profile.password,
    name: l.profile.name,
    membershipNo: l.membershipNo,
    firmName: l.firmName,
  }));
}
