import { z } from 'zod';

/**
 * Every government portal TaxDesk talks to, and every host a portal is split over: one setting
 * each, with the real address as its default. A connector talks only to its own portal's hosts.
 *
 * The rule (README, Production): with no portal setting and NODE_ENV not `production`, the server
 * is the embedded default and starts the sandbox, which plays every host below on an origin of its
 * own. Otherwise it is a production start: each host is its setting, else its real address; a
 * host without a real address (the State portal: each state has its own) must be set, or the
 * start stops with a sentence naming the variable.
 */
export const PORTAL_SETTINGS = {
  it: {
    env: 'IT_PORTAL_URL',
    url: 'https://eportal.incometax.gov.in',
    what: 'income-tax e-filing portal: PAN and TAN logins, Reply and ARCA logins',
  },
  itat: { env: 'ITAT_PORTAL_URL', url: 'https://itat.gov.in', what: 'ITAT case status (appeals)' },
  tanSearch: {
    env: 'TAN_SEARCH_URL',
    url: 'https://eportal.incometax.gov.in',
    what: "e-filing portal's Know TAN details (TAN party lookups, TAN master population)",
  },
  panVerify: {
    env: 'PAN_VERIFY_URL',
    url: 'https://eportal.incometax.gov.in',
    what: "e-filing portal's Verify your PAN (PAN party lookups)",
  },
  gstServices: {
    env: 'GST_SERVICES_URL',
    url: 'https://services.gst.gov.in',
    what: 'GST portal: sign-in, profile, notices, litserv cases and their documents',
  },
  gstReturn: {
    env: 'GST_RETURN_URL',
    url: 'https://return.gst.gov.in',
    what: 'GST portal: returns, credit ledger, GSTR-3A, TDS/TCS credits, turnover',
  },
  gstPayment: {
    env: 'GST_PAYMENT_URL',
    url: 'https://payment.gst.gov.in',
    what: 'GST portal: cash ledger, challans, liabilities and demands',
  },
  gstFiles: {
    env: 'GST_FILES_URL',
    url: 'https://files.gst.gov.in',
    what: 'GST portal: offline downloads (a link there is the only one a GST sync follows off its hosts)',
  },
  gstPublic: {
    env: 'GST_PUBLIC_URL',
    url: 'https://services.gst.gov.in',
    what: 'GST public taxpayer search (GSTIN party lookups, GSTIN master population)',
  },
  traces: {
    env: 'TRACES_URL',
    url: 'https://traces61.tdscpc.gov.in',
    what: 'TRACES legacy pages and servlets (statements, defaults, certificates, downloads)',
  },
  tracesApi: {
    env: 'TRACES_API_URL',
    url: 'https://traces-app.tdscpc.gov.in',
    what: 'TRACES 2.0 API gateway (sign-in with captcha)',
  },
  state: {
    env: 'STATE_PORTAL_URL',
    url: null,
    what: "state tax portal (professional tax, VAT): no default, each state's own",
  },
  icegate: {
    env: 'ICEGATE_URL',
    url: 'https://foservices.icegate.gov.in',
    what: 'ICEGATE (customs): sign-in and shipping-bill enquiries',
  },
  udyam: {
    env: 'UDYAM_URL',
    url: 'https://udyamregistration.gov.in',
    what: 'Udyam registration verification (MSME party lookups)',
  },
} as const satisfies Record<string, { env: string; url: string | null; what: string }>;

type PortalHost = keyof typeof PORTAL_SETTINGS;
/** The base URL of every portal host, without a trailing slash. */
export type PortalUrls = Record<PortalHost, string>;
type PortalEnvName = (typeof PORTAL_SETTINGS)[PortalHost]['env'];

export const PORTAL_HOSTS = Object.keys(PORTAL_SETTINGS) as PortalHost[];

/** The settings' part of the configuration schema. */
export const portalEnvShape = Object.fromEntries(
  PORTAL_HOSTS.map((host) => [PORTAL_SETTINGS[host].env, z.string().url().optional()]),
) as { [K in PortalEnvName]: z.ZodOptional<z.ZodString> };

type PortalConfig = { [K in PortalEnvName]?: string | undefined };

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** Whether this start plays the portals with the sandbox: no portal setting, and not production. */
export function usesSandbox(config: PortalConfig, nodeEnv = process.env.NODE_ENV): boolean {
  return nodeEnv !== 'production' && PORTAL_HOSTS.every((h) => !config[PORTAL_SETTINGS[h].env]);
}

/**
 * A production start's portals: each setting, else its real address. A host with neither stops
 * the start, naming its variable (`required: false` leaves it empty, for commands that call no portal).
 */
export function productionPortals(config: PortalConfig, options: { required?: boolean } = {}): PortalUrls {
  const missing: string[] = [];
  const urls = {} as PortalUrls;
  for (const host of PORTAL_HOSTS) {
    const { env, url, what } = PORTAL_SETTINGS[host];
    const value = config[env] ?? url;
    if (!value) missing.push(`${env} is not set: it is the address of the ${what}, which has no default.`);
    urls[host] = value ? trimmed(value) : '';
  }
  if (missing.length && options.required !== false)
    throw new Error(`TaxDesk cannot start without every portal's address. ${missing.join(' ')}`);
  return urls;
}

/** The environment that points a server process at these portals (tests and benchmarks start servers so). */
export function portalEnv(urls: PortalUrls): Record<string, string> {
  return Object.fromEntries(PORTAL_HOSTS.map((h) => [PORTAL_SETTINGS[h].env, urls[h]]));
}
