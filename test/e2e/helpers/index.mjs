// Reusable e2e helpers: import { launchApp, signUpViaUi, … } from './helpers/index.mjs'.
export { launchApp, baseUrl, pathOf, waitForPath } from './browser.mjs';
export {
  uniqueEmail,
  uniqueCpf,
  signUpViaUi,
  loginViaUi,
  logoutViaUi,
  expectShell,
  createAccountOnEmulator,
  waitForToast,
  setEmailEnumerationProtection,
  setStaffAccess,
  DEFAULT_PASSWORD,
  VALID_CPF,
  VALID_PHONE,
} from './auth.mjs';
export { waitForServiceWorker, goOffline, goOnline } from './network.mjs';
export { axeCheck, formatViolations } from './axe.mjs';
export { signedInSuite, TABLET } from './session.mjs';
export { expectAccessible } from './axe.mjs';
