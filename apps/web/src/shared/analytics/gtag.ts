import type { ScreenEvent } from './screen-event';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let measurementId: string | undefined;

/** Loads Google's tag once, only when a measurement id is configured for this build. */
export function initGtag(id: string | undefined): void {
  if (!id || measurementId) return;
  measurementId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the router on each route change, not by gtag's own history tracking.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function sendToGtag(event: ScreenEvent): void {
  if (!measurementId || !window.gtag) return;
  if (event.name === 'page_view') {
    window.gtag('event', 'page_view', { page_path: event.path, page_title: event.title });
  } else {
    window.gtag('event', 'screen_view', { screen_name: event.title, app_name: 'TaxDesk' });
  }
}
