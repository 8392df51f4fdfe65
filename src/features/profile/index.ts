export { ProfileScreen, type ProfileScreenProps } from './components/ProfileScreen';
export { usePendingAccessRequests } from './api/team';
