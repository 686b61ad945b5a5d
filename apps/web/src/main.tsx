// Before any schema is built (see the module).
import './app/zod-jitless';
// Mantine's styles for the frame; the screens' come with the first screen (app/styles).
import './app/styles/frame.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { appScreens } from './app/app-screens';
import {
  createAppRouter,
  installPageTitles,
  installReplaceTo,
  installScreenTracking,
} from './app/routes/app-router';
import { watchSession } from './app/session-watch';
import { takeInvitationFromAddress } from './shared/auth/invitation-api';
import { AppFrame } from './app/shell/app-frame';
import { NotFoundScreen } from './app/shell/not-found-screen';
import { loadOrgFrame } from './app/shell/org-frame-loader';
import { preloadRareParts } from './app/shell/rare-parts';

// Before the router reads the address: an invitation's token must not reach any route or returnTo.
takeInvitationFromAddress(window.location, window.history, window.sessionStorage);

const router = createAppRouter(appScreens, {
  Frame: AppFrame,
  NotFound: NotFoundScreen,
  loadOrgFrame,
});
installPageTitles(router, (title) => {
  document.title = title;
});
installScreenTracking(router);
installReplaceTo(router);
watchSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
preloadRareParts();
