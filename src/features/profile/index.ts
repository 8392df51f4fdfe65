export { ProfilePage, type ProfilePageProps } from './components/ProfilePage';
export { usePendingAccessRequests } from './api/team';
