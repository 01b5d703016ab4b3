import { Link } from '@remix-run/react';
import type { Category } from '@repo/domain';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import { AdListing } from '~/widgets/ad-listing/index.ts';
import type { ListingView } from '~/widgets/ad-listing/index.server.ts';
import { TopAds, type TopAdsView } from '~/widgets/top-ads/index.ts';
import * as styles from '~/shared/ui/place-page.css.ts';

/** `/c-{category}`: the category's name, its subcategories (or its siblings) and its ads. */
export function CategoryPage(props: {
  category: Category;
  parent?: Category;
  subcategories: Category[];
  siblings: Category[];
  listing: ListingView;
  top: TopAdsView;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const name = (category: Category) => localizedName(category.meta?.name, locale);
  const links = props.parent ? props.siblings : props.subcategories;

  return (
    <Container as="main" className={styles.page}>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: to('/') },
          ...(props.parent
            ? [{ label: name(props.parent), to: to(`/c-${props.parent.slug}`) }]
            : []),
          { label: name(props.category) },
        ]}
      />
      <Heading level={1}>{name(props.category)}</Heading>
      <Heading level={2} className={styles.subheading}>
        {props.parent
          ? t('category.related', { name: name(props.parent) })
          : t('category.subcategories')}
      </Heading>
      <ul className={styles.linkGrid}>
        {links.map((category) => (
          <li key={category.id}>
            <Link
              to={to(`/c-${category.slug}`)}
              aria-current={category.id === props.category.id ? 'page' : undefined}
              className={styles.link}
            >
              {name(category)}
            </Link>
          </li>
        ))}
      </ul>
      <AdListing
        listing={props.listing}
        top={<TopAds top={props.top} priority />}
        priority={props.top.cards.length === 0}
      />
    </Container>
  );
}
