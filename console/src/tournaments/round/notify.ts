import { notifications, type NotificationData } from '@mantine/notifications';

/** The notices on screen, by id: a new notice of a kind replaces the one shown. */
const shown = new Set<string>();

/**
 * The round page's notices: green when a result is saved, red when it is refused. One of each
 * colour at a time: results entered one after another replace the last notice instead of piling
 * up over the schedule's actions.
 */
export function notify(color: 'green' | 'red', message: string, title?: string) {
  const id = `round-notice-${color}`;
  const notice: NotificationData = { id, color, message, title, onClose: () => shown.delete(id) };
  if (shown.has(id)) {
    notifications.update(notice);
  } else {
    shown.add(id);
    notifications.show(notice);
  }
}
