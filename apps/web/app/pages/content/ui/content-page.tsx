import { useLoaderData } from '@remix-run/react';
import { Container, Heading, TooltipProvider } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '~/features/copy-link/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import type { contentLoader } from '../index.server.ts';
import * as styles from './content-page.css.ts';

export function ContentPage() {
  const { page } = useLoaderData<ReturnType<typeof contentLoader>>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  // Tooltips are provided per page that has them: in the root, their positioning code
  // would be loaded on every page (the home page has none).
  return (
    <TooltipProvider>
      <Container as="main" className={styles.page}>
        <Breadcrumbs items={[{ label: t('nav.home'), to: to('/') }, { label: page.title }]} />
        <article className={styles.article}>
          <Heading level={1}>{page.title}</Heading>
          <p className={styles.lead}>{page.summary}</p>
          <div className={styles.meta}>
            <p className={styles.updated}>{page.updated}</p>
            <CopyLinkButton />
          </div>
          {page.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <Heading level={2}>{section.heading}</Heading>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets ? (
                <ul className={styles.bullets}>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </Container>
    </TooltipProvider>
  );
}
