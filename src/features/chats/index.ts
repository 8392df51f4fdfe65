export { ChatsPage, type ChatsPageProps } from './components/ChatsPage';
