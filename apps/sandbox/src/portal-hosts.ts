/**
 * The hosts the sandbox plays, each on an origin of its own (a port of its own), as the real
 * portals answer on hosts of their own: a connector pointed at the wrong one gets 404s. The names
 * are TaxDesk's portal settings (apps/server/src/config-portals.ts).
 */
export const SANDBOX_PORTAL_HOSTS = [
  'it',
  'itat',
  'tanSearch',
  'panVerify',
  'gstServices',
  'gstReturn',
  'gstPayment',
  'gstFiles',
  'gstPublic',
  'traces',
  'tracesApi',
  'state',
  'icegate',
  'udyam',
] as const;

export type SandboxPortalHost = (typeof SANDBOX_PORTAL_HOSTS)[number];

/** Base URL of every host the sandbox plays. */
export type SandboxPortals = Record<SandboxPortalHost, string>;

/** Paths of the sandbox's own controls (the main port): no portal answers them. */
export function isControlPath(path: string): boolean {
  return path.startsWith('/__sandbox/') || path === '/__sandbox' || path.startsWith('/solver/');
}

// Longest prefix first: the first that matches names the hosts a path is answered on.
const PREFIXES: readonly (readonly [string, readonly SandboxPortalHost[]])[] = [
  // The public taxpayer search answers the captcha of `/services/captcha` too (one portal, two uses).
  ['/services/api/search/', ['gstPublic']],
  ['/services/captcha', ['gstServices', 'gstPublic']],
  ['/services/', ['gstServices']],
  ['/services2/', ['gstServices']],
  ['/litserv/', ['gstServices']],
  ['/document/', ['gstServices']],
  ['/downloadhb/', ['gstServices']],
  ['/returns/', ['gstReturn']],
  ['/payment/', ['gstPayment']],
  ['/iec/servicesapi/knowTanDetails', ['tanSearch']],
  ['/iec/guestservicesapi/', ['panVerify']],
  ['/iec/', ['it']],
  ['/itat/', ['itat']],
  ['/loginservice/', ['tracesApi']],
  ['/app/', ['traces']],
  ['/state/', ['state']],
  ['/icegate/', ['icegate']],
  ['/enquiry/', ['icegate']],
  ['/Udyam_Verify.aspx', ['udyam']],
  ['/PrintUdyamApplication.aspx', ['udyam']],
  ['/Captcha/', ['udyam']],
];

/** The hosts that answer `path` (a request's path, without its query); empty: none. */
export function hostsOfPath(path: string): readonly SandboxPortalHost[] {
  return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? [];
}
