/** What the rest of the app (its routes, other features) uses from the privacy policy. */
export { PrivacyPolicy } from './PrivacyPolicy';
