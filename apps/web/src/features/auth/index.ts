export { type Session, useSession } from './api/session';
export { logout } from './logout';
