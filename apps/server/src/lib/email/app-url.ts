import type { Config } from '../../config';

/** An absolute link into the web app for emails: PUBLIC_URL, else where the API listens. */
export function appUrl(config: Config, path: string): string {
  const base = (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/+$/, '');
  return `${base}/a${path.startsWith('/') ? path : `/${path}`}`;
}
