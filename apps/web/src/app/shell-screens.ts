import type { ScreenTable } from './screen-types';

/** The shell's own screens; each is its own chunk. */
export const shellScreens: ScreenTable = {
  '/login': () => import('../features/auth/login-screen'),
  '/signup': () => import('../features/auth/signup-screen'),
  '/verify-email': () => import('../features/auth/verify-email-screen'),
  '/forgot-password': () => import('../features/auth/forgot-password-screen'),
  '/reset-password': () => import('../features/auth/reset-password-screen'),
  '/test1313': () => import('../features/diagnostics/test-screen'),
  '/{orgId}': () => import('../features/home/home-screen'),
};
