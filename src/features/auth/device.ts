/**
 * Auth's second public entry: signing out and clearing this device (the shell and the
 * profile). Apart from index.ts because it brings the data layer and a dialog.
 */
export { useDeviceLogout, type DeviceLogoutOptions } from './hooks/use-device-logout';
export { logoutAndClearDevice, type DeviceLogoutDeps, type DeviceLogoutResult } from './api/device-logout';
