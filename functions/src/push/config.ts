import { expoConfigFromEnv, type ExpoConfig } from './expo.js';

/** How often the reminder job runs: every minute in production (index.ts's schedule), as often as told locally. */
export const REMINDER_SCHEDULE = 'every 1 minutes';

/** Expo's settings for this run: the environment, with the access token given apart when it is a secret. */
export function pushConfig(accessToken?: string | null): ExpoConfig {
  const config = expoConfigFromEnv();
  return accessToken ? { ...config, accessToken } : config;
}
