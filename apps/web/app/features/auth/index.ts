export { AuthCard } from './ui/auth-card.tsx';
export { GoogleButton } from './ui/google-button.tsx';
export { NewPasswordField } from './ui/new-password-field.tsx';
