import { Link, useLoaderData } from '@remix-run/react';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import type { postAdLoader } from '../api/loader.server.ts';
import { AdForm } from './ad-form.tsx';
import * as styles from './post-ad-page.css.ts';

type LoaderData = ReturnType<typeof useLoaderData<typeof postAdLoader>>;
type CategoryStep = Extract<LoaderData, { step: 'category' }>;

/** `/post` and `/post/{id}`: layout none (spec §2), so the page has its own slim top bar. */
export function PostAdPage() {
  const data = useLoaderData<typeof postAdLoader>();
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <>
      <Container as="header" className={styles.topBar}>
        <Link to={localized('/')} className={styles.brand}>
          {t('app.name')}
        </Link>
        <Link to={localized('/me')}>{t('postAd.cancel')}</Link>
      </Container>
      <Container as="main" className={styles.page}>
        <Heading level={1} id="post-ad-title">
          {data.editing ? t('postAd.editTitle') : t('postAd.newTitle')}
        </Heading>
        {data.step === 'category' ? (
          <CategoryChooser data={data} />
        ) : (
          // A new category is a new form: its fields are those of its type.
          <AdForm key={data.category.id} data={data} />
        )}
      </Container>
    </>
  );
}

/**
 * Step 1, plain links (no JavaScript needed): the main categories, then the chosen one's
 * subcategories; a subcategory opens the form (`?category=<id>`).
 */
function CategoryChooser({ data }: { data: CategoryStep }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="post-ad-choose">
      <Heading level={2} id="post-ad-choose">
        {data.main
          ? t('postAd.chooseSubcategory', { name: data.main.name })
          : t('postAd.chooseCategory')}
      </Heading>
      {data.main ? <Link to={`?main=0${data.keep}`}>{t('postAd.allCategories')}</Link> : null}
      <ul className={styles.choiceList}>
        {data.choices.map((choice) => (
          <li key={choice.id}>
            <Link
              to={`${data.main ? `?category=${choice.id}` : `?main=${choice.id}`}${data.keep}`}
              className={styles.choice}
              aria-current={choice.id === data.current ? 'true' : undefined}
            >
              {choice.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
