/** Public surface of the data layer: the rest of the app imports from here only. */
export { openDatabase, databaseNameFor, type AppDatabase } from './database';
export { databaseChanges, currentDatabase, requireDatabase, openSessionDatabase, closeSessionDatabase } from './session';
export { getLocalUserProfile, saveUserProfile, type UserProfileInput } from './users/user-profiles';
export { fetchUserProfileFromServer } from './users/fetch-user-profile';
