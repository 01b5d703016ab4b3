export { MessageFormPage } from './ui/message-form-page.tsx';
export { useMessageForm } from './ui/use-message-form.ts';
