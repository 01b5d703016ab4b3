export { CopyLinkButton } from './ui/copy-link-button.tsx';
