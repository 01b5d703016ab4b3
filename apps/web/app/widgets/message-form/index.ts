export { MessageFormPage } from './ui/message-form-page.tsx';
