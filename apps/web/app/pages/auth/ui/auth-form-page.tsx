import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '~/features/auth/index.ts';
import { SchemaForm, type useSchemaForm } from '~/shared/ui/form/index.ts';

/** The account pages with one form; each names its texts `auth.<page>.title|description|failed|submit`. */
type AuthFormPageName = 'login' | 'register' | 'forgot' | 'verify' | 'setNewPassword' | 'setPhone';

/**
 * An account page with one form: the card with the page's title and description, what
 * comes `before` the form (Google's failure), the form (its errors, the fields, the submit
 * button), what comes `after` it (Google, a new code) and the card's `footer`.
 */
export function AuthFormPage({
  page,
  frame,
  description,
  before,
  after,
  footer,
  children,
}: {
  page: AuthFormPageName;
  frame: ReturnType<typeof useSchemaForm>['frame'];
  /** Instead of `auth.<page>.description`. */
  description?: string;
  before?: ReactNode;
  after?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t(`auth.${page}.title`)}
      description={description ?? t(`auth.${page}.description`)}
      footer={footer}
    >
      {before}
      <SchemaForm
        {...frame}
        errorsTitle={`auth.${page}.failed`}
        submitLabel={t(`auth.${page}.submit`)}
        fullWidth
      >
        {children}
      </SchemaForm>
      {after}
    </AuthCard>
  );
}
