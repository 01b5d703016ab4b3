export { FeedbackPage } from './ui/feedback-page.tsx';
export { meta } from './ui/meta.ts';
