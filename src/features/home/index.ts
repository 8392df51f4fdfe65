export { HomeScreen } from './components/HomeScreen';
