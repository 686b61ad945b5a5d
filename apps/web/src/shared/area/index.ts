export { areaScreen, areaScreens } from './area-screens';
export type { AreaScreenProps } from './area-screen-props';
export type { NavLink } from './area-paths';
export { SignInQueueBadge, SignInQueuePanel, SignInQueueSection } from './sign-in-queue';
