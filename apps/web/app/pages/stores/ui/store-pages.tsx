import { Link, useLoaderData } from '@remix-run/react';
import { STORE_LIMITS, USERNAME_LIMITS, type storeCreateInputSchema } from '@repo/domain';
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
import type { storeOverviewLoader } from '../api/overview.server.ts';
import * as styles from './stores.css.ts';

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
        <InputField
          input={inputOf(fields.name)}
          errors={fields.name.errors}
          label={t('store.fields.name')}
          maxLength={STORE_LIMITS.nameMax}
          autoComplete="organization"
        />
        <InputField
          input={inputOf(fields.username)}
          errors={fields.username.errors}
          label={t('store.fields.username')}
          hint={t('store.fields.usernameHint')}
          maxLength={USERNAME_LIMITS.max}
          autoCapitalize="none"
          spellCheck={false}
        />
        <InputField
          input={inputOf(fields.short_description)}
          errors={fields.short_description.errors}
          label={t('store.fields.shortDescription')}
          maxLength={STORE_LIMITS.shortDescriptionMax}
        />
        <TextareaField
          textarea={textareaOf(fields.about)}
          errors={fields.about.errors}
          label={t('store.fields.about')}
          rows={5}
          maxLength={STORE_LIMITS.aboutMax}
        />
        <InputField
          input={inputOf(fields.keywords as never)}
          errors={fields.keywords.errors}
          label={t('store.fields.keywords')}
          hint={t('store.fields.keywordsHint')}
        />
      </SchemaForm>
    </main>
  );
}

type OverviewData = Awaited<ReturnType<typeof storeOverviewLoader>>;

/** `/me/store-{id}`: the store as its members see it, with their role. */
export function StoreOverviewPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { store } = useLoaderData<OverviewData>();
  return (
    <main className={styles.page} data-testid="store-overview">
      <Heading level={1}>{store.name}</Heading>
      <p className={styles.muted}>
        @{store.username} · {t(`store.role.${store.role}`)}
      </p>
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
      <p>
        <Link to={to('/me')}>{t('store.overview.back')}</Link>
      </p>
    </main>
  );
}
