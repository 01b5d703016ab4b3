// Long on purpose: the store area's shared frame (its navigation and profile fields) with the
// small pages built on them; pages with their own state (hours, members, branches, albums) are apart.
import { Form, Link, useLoaderData } from '@remix-run/react';
import {
  STORE_LIMITS,
  USERNAME_LIMITS,
  type MyStore,
  type storeCreateInputSchema,
  type storeProfileInputSchema,
} from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { OpenStateLine } from '~/entities/store/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import {
  InputField,
  inputOf,
  SchemaForm,
  TextareaField,
  textareaOf,
  useRouteForm,
} from '~/shared/ui/form/index.ts';
import type { editStoreLoader } from '../api/edit.server.ts';
import type { storeOverviewLoader } from '../api/overview.server.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import { LogoAndCover } from './pictures.tsx';
import * as styles from './stores.css.ts';

type ProfileFields = ReturnType<typeof useRouteForm<typeof storeCreateInputSchema>>['fields'];

/**
 * The profile's fields, shared by the new store's form and the edit form; `current` fills them
 * before the first post (a refused post shows what was typed instead).
 */
function StoreProfileFields({
  fields,
  current,
  withUsername,
}: {
  fields: ProfileFields;
  current?: MyStore;
  withUsername: boolean;
}) {
  const { t } = useTranslation();
  const initial = (name: 'name' | 'short_description' | 'about') =>
    (fields[name].initialValue as string | undefined) ?? current?.[name] ?? undefined;
  return (
    <>
      <InputField
        input={inputOf(fields.name)}
        errors={fields.name.errors}
        label={t('store.fields.name')}
        maxLength={STORE_LIMITS.nameMax}
        autoComplete="organization"
        defaultValue={initial('name')}
      />
      {withUsername ? (
        <InputField
          input={inputOf(fields.username)}
          errors={fields.username.errors}
          label={t('store.fields.username')}
          hint={t('store.fields.usernameHint')}
          maxLength={USERNAME_LIMITS.max}
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : null}
      <InputField
        input={inputOf(fields.short_description)}
        errors={fields.short_description.errors}
        label={t('store.fields.shortDescription')}
        maxLength={STORE_LIMITS.shortDescriptionMax}
        defaultValue={initial('short_description')}
      />
      <TextareaField
        textarea={textareaOf(fields.about)}
        errors={fields.about.errors}
        label={t('store.fields.about')}
        rows={5}
        maxLength={STORE_LIMITS.aboutMax}
        defaultValue={initial('about')}
      />
      <InputField
        input={inputOf(fields.keywords as never)}
        errors={fields.keywords.errors}
        label={t('store.fields.keywords')}
        hint={t('store.fields.keywordsHint')}
        defaultValue={
          (fields.keywords.initialValue as string | undefined) ?? current?.keywords.join(', ')
        }
      />
    </>
  );
}

/**
 * `/me/create-store` (ADR 0043): a plain form; the store's username shares one namespace with
 * members' usernames, and a refused form keeps everything typed.
 */
export function CreateStorePage() {
  const { t } = useTranslation();
  const { fields, frame } = useRouteForm<typeof storeCreateInputSchema>('create-store');
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('store.create.title')}</Heading>
      <p className={styles.muted}>{t('store.create.description')}</p>
      <SchemaForm
        {...frame}
        errorsTitle="store.create.failed"
        submitLabel={t('store.create.submit')}
        className={styles.form}
      >
        <StoreProfileFields fields={fields} withUsername />
      </SchemaForm>
    </main>
  );
}

type OverviewData = Awaited<ReturnType<typeof storeOverviewLoader>>;

/** `/me/store-{id}`: the store as its members see it, with their role. */
export function StoreOverviewPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const data = useLoaderData<OverviewData>();
  const { store, open } = data;
  return (
    <main className={styles.page} data-testid="store-overview">
      <Heading level={1}>{store.name}</Heading>
      <p className={styles.muted}>
        @{store.username} · {t(`store.role.${store.role}`)}
      </p>
      <OpenStateLine open={open} />
      {store.short_description ? <p>{store.short_description}</p> : null}
      {store.about ? <p style={{ whiteSpace: 'pre-wrap' }}>{store.about}</p> : null}
      {store.keywords.length ? (
        <ul className={styles.keywords} aria-label={t('store.fields.keywords')}>
          {store.keywords.map((word) => (
            <li key={word} className={styles.keyword}>
              {word}
            </li>
          ))}
        </ul>
      ) : null}
      <StoreNav store={store} />
      <StoreAds data={data} />
      <p>
        <Link to={to('/me')}>{t('store.overview.back')}</Link>
      </p>
    </main>
  );
}

/**
 * The store's ads in its area (ADR 0045): post one as the store; for the owner and managers,
 * assign each to a member, move it back to its poster's account, or move one of their own
 * ads in. Every action is a plain form.
 */
function StoreAds({ data }: { data: OverviewData }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { store, ads, members, movable } = data;
  const runs = store.role === 'owner' || store.role === 'manager';
  return (
    <section aria-labelledby="store-ads" className={styles.adsSection}>
      <Heading level={2} id="store-ads">
        {t('store.ads.title')}
      </Heading>
      <p>
        <Link to={to(`/post?store_id=${store.id}`)} data-testid="post-as-store">
          {t('store.ads.post')}
        </Link>
        {' · '}
        <Link to={to(`/${store.username}`)}>{t('store.ads.publicPage')}</Link>
      </p>
      {ads.length === 0 ? <p className={styles.muted}>{t('store.ads.none')}</p> : null}
      <ul className={styles.adList}>
        {ads.map((ad) => (
          <li key={ad.id} className={styles.adRow} data-testid="store-ad">
            <Link to={to(ad.path)} className={styles.adTitle}>
              {ad.title}
            </Link>
            <span className={styles.muted}>
              {t(`ad.options.status.${ad.status}`)}
              {' · '}
              {ad.assignee
                ? t('store.ads.assignedTo', { name: ad.assignee })
                : t('store.ads.unassigned')}
            </span>
            {runs ? (
              <div className={styles.adActions}>
                <Form method="post" className={styles.inlineForm}>
                  <input type="hidden" name="ad_id" value={ad.id} />
                  <label className={styles.inlineLabel}>
                    <span>{t('store.ads.assign')}</span>
                    <select
                      name="user_id"
                      defaultValue={ad.assigneeId ?? ''}
                      aria-label={t('store.ads.assignLabel', { title: ad.title })}
                    >
                      <option value="">{t('store.ads.nobody')}</option>
                      {members.map((member) => (
                        <option key={member.id} value={member.id}>
                          {member.name}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" name="intent" value="assign" variant="secondary" size="sm">
                    {t('store.ads.assignSubmit')}
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="ad_id" value={ad.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="move-out"
                    variant="secondary"
                    size="sm"
                  >
                    {t('store.ads.moveOut')}
                  </Button>
                </Form>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {runs && movable.length > 0 ? (
        <Form method="post" className={styles.inlineForm}>
          <label className={styles.inlineLabel}>
            <span>{t('store.ads.moveInLabel')}</span>
            <select name="ad_id" defaultValue="">
              <option value="">{t('store.ads.chooseAd')}</option>
              {movable.map((ad) => (
                <option key={ad.id} value={ad.id}>
                  {ad.title}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" name="intent" value="move-in" size="sm">
            {t('store.ads.moveIn')}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

type EditData = Awaited<ReturnType<typeof editStoreLoader>>;

/**
 * `/me/store-{id}/settings/edit-store`: the profile, for the owner and managers (ADR 0043),
 * then the logo's and the cover's own forms (ADR 0046: the spec's settings pages have no
 * other place for them).
 */
export function EditStorePage() {
  const { t } = useTranslation();
  const { store, canEdit } = useLoaderData<EditData>();
  const { fields, frame } = useRouteForm<typeof storeProfileInputSchema>('edit-store');
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('store.edit.title')}</Heading>
      <p className={styles.muted}>{store.name}</p>
      <StoreNav store={store} />
      {canEdit ? (
        <SchemaForm
          {...frame}
          errorsTitle="store.edit.failed"
          submitLabel={t('store.edit.submit')}
          className={styles.form}
        >
          <StoreProfileFields
            fields={fields as ProfileFields}
            current={store}
            withUsername={false}
          />
        </SchemaForm>
      ) : null}
      {canEdit ? <LogoAndCover store={store} /> : <p role="note">{t('store.forbidden')}</p>}
    </main>
  );
}
