import { Link, useLoaderData } from '@remix-run/react';
import {
  STORE_LIMITS,
  USERNAME_LIMITS,
  type MyStore,
  type OpenState,
  type storeCreateInputSchema,
  type storeProfileInputSchema,
} from '@repo/domain';
import { Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
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
  const { store, open } = useLoaderData<OverviewData>();
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
      <p>
        <Link to={to('/me')}>{t('store.overview.back')}</Link>
      </p>
    </main>
  );
}

/** The store area's own navigation (the store-setting layout's links; more come with issue 17). */
export function StoreNav({ store }: { store: MyStore }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const base = `/me/store-${store.id}`;
  return (
    <nav aria-label={t('store.settingsNav')}>
      <ul className={styles.nav}>
        <li>
          <Link to={to(base)}>{t('store.settingsOverview')}</Link>
        </li>
        <li>
          <Link to={to(`${base}/members`)} data-testid="store-members-link">
            {t('store.members.title')}
          </Link>
        </li>
        {store.role === 'owner' || store.role === 'manager' ? (
          <>
            <li>
              <Link to={to(`${base}/settings/edit-store`)} data-testid="edit-store">
                {t('store.edit.title')}
              </Link>
            </li>
            <li>
              <Link to={to(`${base}/settings/business-hours`)} data-testid="business-hours">
                {t('store.hours.title')}
              </Link>
            </li>
            <li>
              <Link to={to(`${base}/settings/watermark`)} data-testid="store-watermark">
                {t('storePictures.watermarkTitle')}
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
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

/** "Open now · closes at 17:30", "Closed · opens Tuesday at 08:00", or nothing when unknown. */
function OpenStateLine({ open }: { open: OpenState }) {
  const { t } = useTranslation();
  if (open.state === 'unknown') return null;
  const text =
    open.state === 'permanently_closed'
      ? t('store.hours.permanentlyClosed')
      : open.state === 'open'
        ? open.closes
          ? t('store.hours.openUntil', { time: open.closes.time })
          : t('store.hours.openAlways')
        : open.opens
          ? t('store.hours.closedUntil', {
              day: t(`store.hours.days.${open.opens.day}`),
              time: open.opens.time,
            })
          : t('store.hours.closedNow');
  return (
    <p className={styles.openState} data-testid="open-state">
      {text}
    </p>
  );
}
