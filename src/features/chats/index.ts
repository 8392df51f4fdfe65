export { ChatsScreen, type ChatsScreenProps } from './components/ChatsScreen';
