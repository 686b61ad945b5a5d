// The toasts' styles come with their code (toasts.ts), not with the first load.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications, notifications } from '@mantine/notifications';
