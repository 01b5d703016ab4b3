import { Form, Link } from '@remix-run/react';
import { formatPrice } from '@repo/i18n';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import type { MyAdsActionData } from '../api/action.server.ts';
import type { MyAdRow, ShownDate } from '../api/my-ads.server.ts';
import { AutoRenewSettings } from './auto-renew-settings.tsx';
import { DeleteAd } from './delete-ad.tsx';
import * as styles from './my-ads.css.ts';

/** A one-button action of a row (renew, repost, mark as sold): a plain POST form. */
function ActionButton({ ad, intent, label }: { ad: MyAdRow; intent: string; label: string }) {
  return (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={ad.id} />
      <Button type="submit" size="sm" variant="secondary">
        {label}
      </Button>
    </Form>
  );
}

/** One of the member's ads: cover, title, price, status, dates, counters and its actions. */
export function MyAdItem({
  ad,
  confirmDelete,
  actionData,
}: {
  ad: MyAdRow;
  confirmDelete: boolean;
  actionData: MyAdsActionData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const titleId = `my-ad-${ad.id}-title`;
  const live = ad.status === 'active' || ad.status === 'expired';
  const date = (shown: ShownDate) => <time dateTime={shown.iso}>{shown.text}</time>;

  return (
    <article aria-labelledby={titleId} className={styles.item} data-status={ad.status}>
      <div className={styles.thumb}>
        {ad.thumb ? (
          <img src={ad.thumb} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <span className={styles.noPhoto}>{t('myAds.list.noPhoto')}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <Link to={to(ad.path)}>{ad.title}</Link>
        </h3>
        <p className={styles.price}>
          {ad.priceKind === 'free'
            ? t('ad.options.price_kind.free')
            : formatPrice(ad.price, locale)}
          <span className={styles.status} data-status={ad.status}>
            <span className={styles.visuallyHidden}>{t('myAds.list.status')}: </span>
            {t(`ad.options.status.${ad.status}`)}
          </span>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('myAds.list.posted')}</dt>
            <dd>{date(ad.posted)}</dd>
          </div>
          {ad.renewed ? (
            <div>
              <dt>{t('myAds.list.renewed')}</dt>
              <dd>{date(ad.renewed)}</dd>
            </div>
          ) : null}
          {ad.status === 'active' ? (
            <div>
              <dt>{t('myAds.list.expires')}</dt>
              <dd>{date(ad.expires)}</dd>
            </div>
          ) : null}
          <div>
            <dt className={styles.visuallyHidden}>{t('myAds.list.stats')}</dt>
            <dd className={styles.stats}>
              <span>{t('myAds.list.views', { count: ad.views })}</span>
              <span>{t('myAds.list.likes', { count: ad.likes })}</span>
              <span>{t('myAds.list.saves', { count: ad.saves })}</span>
            </dd>
          </div>
        </dl>

        <div
          role="group"
          aria-label={t('myAds.list.actions', { title: ad.title })}
          className={styles.actions}
        >
          {live ? (
            <Button asChild size="sm" variant="secondary">
              <Link to={to(`/post/${ad.id}`)}>{t('myAds.actions.edit')}</Link>
            </Button>
          ) : null}
          {ad.status === 'active' ? (
            <ActionButton ad={ad} intent="renew" label={t('myAds.actions.renew')} />
          ) : (
            <ActionButton ad={ad} intent="repost" label={t('myAds.actions.repost')} />
          )}
          {live ? <ActionButton ad={ad} intent="sold" label={t('myAds.actions.markSold')} /> : null}
          <Button asChild size="sm" variant="ghost">
            <Link to={to(`/insights/${ad.id}`)}>{t('myAds.actions.insights')}</Link>
          </Button>
          <DeleteAd
            ad={ad}
            confirm={confirmDelete}
            actionData={actionData?.intent === 'delete' ? actionData : undefined}
          />
        </div>
        {ad.status === 'active' ? (
          <AutoRenewSettings
            ad={ad}
            actionData={actionData?.intent === 'auto-renew' ? actionData : undefined}
          />
        ) : null}
      </div>
    </article>
  );
}
