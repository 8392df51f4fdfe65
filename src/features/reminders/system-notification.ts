/**
 * System notifications (Notification API). Permission is asked only from a button the
 * user presses: browsers block or penalise prompts that appear on load.
 */
export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

export function notificationState(): NotificationState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission as NotificationState;
}

export async function requestNotificationPermission(): Promise<NotificationState> {
  if (notificationState() === 'unsupported') return 'unsupported';
  return (await Notification.requestPermission()) as NotificationState;
}

/**
 * Shows a system notification when allowed. Through the service worker when there is one
 * (Android Chrome refuses `new Notification` in an installed app), directly otherwise.
 * Returns whether one was shown.
 */
export async function showSystemNotification(
  title: string,
  options: { body?: string; tag?: string } = {},
): Promise<boolean> {
  if (notificationState() !== 'granted') return false;
  try {
    const registration = await navigator.serviceWorker?.getRegistration?.();
    if (registration) {
      await registration.showNotification(title, { ...options, icon: '/icons/icon-192.png' });
      return true;
    }
    new Notification(title, options);
    return true;
  } catch {
    // A notification is a courtesy on top of the toast; failing to show one is not an error.
    return false;
  }
}
