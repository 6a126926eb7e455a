import { notifications } from '@mantine/notifications';

/** A notification whose close button is named, as screen readers need. */
export function notify(color: 'green' | 'red', message: string, title?: string) {
  notifications.show({ color, message, title, closeButtonProps: { 'aria-label': 'Close' } });
}
