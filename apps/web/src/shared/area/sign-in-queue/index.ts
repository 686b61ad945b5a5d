export { SignInQueueBadge } from './sign-in-queue-badge';
export { SignInQueuePanel } from './sign-in-queue-panel';
export { SignInQueueSection } from './sign-in-queue-section';
