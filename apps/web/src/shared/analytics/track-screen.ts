import { api } from '../api/client';
import { initGtag, sendToGtag } from './gtag';
import { registeredRoutes } from '../routing/registered-screens';
import { screenEvents } from './screen-event';

/** Records a route change with our API (quietly: analytics never bothers the user) and Google's tag. */
export function trackScreen(appPath: string, title: string): void {
  initGtag(import.meta.env.VITE_GA_MEASUREMENT_ID);
  for (const event of screenEvents(appPath, title, registeredRoutes())) {
    void api('/events', { method: 'POST', body: event, quiet: true }).catch(() => undefined);
    sendToGtag(event);
  }
}
