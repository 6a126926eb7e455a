import { notifications } from '@mantine/notifications';

/** The round page's notices: green when a result is saved, red when it is refused. */
export function notify(color: 'green' | 'red', message: string, title?: string) {
  notifications.show({ color, message, title });
}
