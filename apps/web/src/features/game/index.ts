export { GamePage } from './components/game-page';
