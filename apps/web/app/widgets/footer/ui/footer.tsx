import { Link } from '@remix-run/react';
import { Container } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as styles from './footer.css.ts';

const LINKS = [
  ['/safety-tips', 'footer.safetyTips'],
  ['/posting-rule', 'footer.postingRule'],
  ['/privacy-policy', 'footer.privacyPolicy'],
  ['/contact-us', 'footer.contactUs'],
  ['/feedback', 'footer.feedback'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <footer className={styles.footer}>
      <Container className={styles.inner}>
        <nav aria-label={t('footer.help')}>
          <ul className={styles.links}>
            {LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={to(path)} className={styles.link}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </Container>
    </footer>
  );
}
