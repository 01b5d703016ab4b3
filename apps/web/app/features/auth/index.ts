export { AuthCard } from './ui/auth-card.tsx';
