export { GuestHome } from './components/guest-home';
export { MemberHome } from './components/member-home';
