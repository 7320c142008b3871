export { logout } from './logout';
