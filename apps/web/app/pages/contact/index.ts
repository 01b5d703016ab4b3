export { ContactPage } from './ui/contact-page.tsx';
export { meta } from './ui/meta.ts';
