import { useTranslation } from 'react-i18next';
import { ErrorPage } from '~/shared/ui/error-page.tsx';

/** Shown if the loader's 404 is ever skipped (it normally throws to the root boundary). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage status={404} title={t('errors.notFoundTitle')} description={t('errors.notFound')} />
  );
}
