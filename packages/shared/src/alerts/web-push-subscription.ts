/**
 * The backend's Web Push subscription endpoints (issue 36), called by the app once the person
 * consented and `PushManager.subscribe` answered (BACKEND_PATHS.pushSubscription):
 * - PUT  /push/subscriptions/{deviceId}  body WebPushSubscriptionRequest → WebPushSubscriptionSaved
 * - DELETE /push/subscriptions/{deviceId}                                 → WebPushSubscriptionDeleted
 * Only an active staff member may call them, for their own devices; the subscription is kept
 * server-side (`expoToken/{uid}/webPush/{deviceId}`, no client reads it).
 */
export interface WebPushSubscriptionRequest {
  /** PushSubscription.endpoint: https (http only to 127.0.0.1 in emulator runs). */
  endpoint: string;
  /** PushSubscription.toJSON().keys: base64url, p256dh = the device's P-256 public key, auth = 16 bytes. */
  keys: { p256dh: string; auth: string };
  /** navigator.userAgent, to tell the person's devices apart (clipped to 300 characters). */
  userAgent?: string;
}

export interface WebPushSubscriptionSaved {
  deviceId: string;
  /** When this device first subscribed (kept across re-subscriptions), ISO UTC. */
  createdAt: string;
}

export interface WebPushSubscriptionDeleted {
  deviceId: string;
  /** false when there was nothing to delete (deleting twice is not an error). */
  deleted: boolean;
}

/** A device id as the path carries it: the app's own random id (1–128 of [A-Za-z0-9_-]). */
export const PUSH_DEVICE_ID = /^[A-Za-z0-9_-]{1,128}$/;
