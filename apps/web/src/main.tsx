import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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
import { AppFrame } from './app/shell/app-frame';
import { NotFoundPage } from './app/shell/not-found-page';

const router = createAppRouter(appScreens, { Frame: AppFrame, NotFound: NotFoundPage });
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
