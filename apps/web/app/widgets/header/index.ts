export { Header } from './ui/header.tsx';
export type { HeaderProps } from './ui/header.tsx';
