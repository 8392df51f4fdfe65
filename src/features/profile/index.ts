export { ProfileScreen, type ProfileScreenProps } from './components/ProfileScreen';
