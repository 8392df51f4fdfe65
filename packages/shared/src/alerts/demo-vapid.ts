/**
 * PLACEHOLDER (issue 36, part C): the demo project's VAPID public key, so the app compiles before
 * the backend's part is merged — part A's file of the same name (with its private half in
 * functions/) replaces this one. A real project sets VITE_VAPID_PUBLIC_KEY instead.
 */
export const DEMO_VAPID_PUBLIC_KEY =
  'BCM3FRxie7AD2oxMeKgTd48i_XZuaBMfFLKl-oNt6NMw1eZW3lDh14gTzdsQ1c3-KRTtyMQTcofWiPmRYpIgaN0';
