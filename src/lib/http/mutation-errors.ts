import { notifyError } from '@/lib/toaster';
import { BackendError } from './client';
import { mutationErrorToasts, type ToastText } from './error-catalogue';

/** The spec's toasts for a failed backend call (anything thrown by `BackendClient.request`). */
export function backendErrorToasts(error: unknown): ToastText[] {
  if (error instanceof BackendError) return mutationErrorToasts({ status: error.status, body: error.body });
  return mutationErrorToasts({ status: 0 });
}

/** Shows them as destructive toasts through the one toaster (one at a time, queued). */
export function notifyBackendError(error: unknown): void {
  for (const toast of backendErrorToasts(error)) notifyError(toast.title, toast.description);
}
