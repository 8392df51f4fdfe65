export { backend, backendBaseUrl, backendUrl, setBackendIdTokenSource } from './backend';
export {
  BackendError,
  createBackendClient,
  type BackendClient,
  type BackendErrorCode,
  type HttpMethod,
} from './client';
export {
  MUTATION_ERROR_CATALOGUE,
  NEEDS_CONNECTION_REASON,
  UNKNOWN_ERROR,
  mutationErrorToasts,
  type FailedCall,
  type ToastText,
} from './error-catalogue';
export { backendErrorToasts, notifyBackendError } from './mutation-errors';
export { NO_BACKEND_REASON, serverActionState, useServerAction, type ServerActionState } from './use-server-action';
