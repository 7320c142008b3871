export { GamePage } from './components/game-page';
export { ProfilePage } from './components/profile-page';
