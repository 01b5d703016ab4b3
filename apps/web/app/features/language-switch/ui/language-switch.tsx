import { Link, useLocation } from '@remix-run/react';
import { LOCALES } from '@repo/domain';
import { localizePath } from '@repo/i18n';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/shared/i18n/index.ts';
import * as styles from './language-switch.css.ts';

/** Links to the same page and query in the other language (the server remembers the choice). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('header.language')} className={styles.switcher}>
      {LOCALES.map((target) => (
        <Link
          key={target}
          to={`${localizePath(pathname, target)}${search}`}
          hrefLang={target}
          // A new document: it comes with the other language's catalog (ADR 0020).
          reloadDocument
          lang={target}
          aria-current={target === locale ? 'true' : undefined}
          className={styles.option}
          title={t('header.switchTo', { language: t(`language.${target}`) })}
        >
          {t(`language.${target}`)}
        </Link>
      ))}
    </nav>
  );
}
