export { Navbar } from './Navbar';
export type { NavbarProps } from './Navbar';
export type { NavbarUser } from './UserMenu';
