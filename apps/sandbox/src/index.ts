export { createSandbox, startSandbox } from './server';
export type { SandboxOptions, StartedSandbox } from './server';
export { sandboxItAccounts } from './it/accounts';
export type { ItBehaviour, SandboxItAccount } from './it/accounts';
export type { FaultSettings } from './faults';
export { sandboxArcaAccounts, sandboxRpAccounts } from './it/services/rp-arca-accounts';
export type { SandboxArcaAccount, SandboxRpAccount } from './it/services/rp-arca-accounts';
export { sandboxItatAppeals } from './itat/itat-appeals';
export type { SandboxItatAppeal } from './itat/itat-appeals';
