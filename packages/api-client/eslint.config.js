export { default } from '@repo/eslint-config/api-client';
