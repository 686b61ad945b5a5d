import { api } from '../api/client';
import { initGtag, sendToGtag } from './gtag';
import { screenEvents } from './screen-event';

/** Records a route change with our API (quietly: analytics never bothers the user) and Google's tag. */
export function trackScreen(appPath: string, title: string): void {
  initGtag(import.meta.env.VITE_GA_MEASUREMENT_ID);
  for (const event of screenEvents(appPath, title)) {
    void api('/events', { method: 'POST', body: event, quiet: true }).catch(() => undefined);
    sendToGtag(event);
  }
}
