export { Footer } from './ui/footer.tsx';
