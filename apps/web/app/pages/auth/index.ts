export { LoginPage } from './ui/login-page.tsx';
export { RegisterPage } from './ui/register-page.tsx';
export { ForgotPasswordPage } from './ui/forgot-password-page.tsx';
export { VerifyPage } from './ui/verify-page.tsx';
export { MaxSentCodePage, SetNewPasswordPage, SetPhonePage } from './ui/steps-pages.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
