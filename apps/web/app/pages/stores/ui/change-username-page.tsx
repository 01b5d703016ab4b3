import { useLoaderData } from '@remix-run/react';
import { USERNAME_LIMITS, type changeUsernameSchema } from '@repo/domain';
import { Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { InputField, inputOf, SchemaForm, useRouteForm } from '~/shared/ui/form/index.ts';
import type { changeStoreUsernameLoader } from '../api/change-username.server.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as styles from './stores.css.ts';

type Data = Awaited<ReturnType<typeof changeStoreUsernameLoader>>;

/**
 * `/me/store-{id}/settings/change-store-username`: the store's address `/{username}`, one
 * namespace with members' usernames; its owner only (links to the old address stop working).
 */
export function ChangeStoreUsernamePage() {
  const { t } = useTranslation();
  const { store, canChange } = useLoaderData<Data>();
  const { fields, frame } = useRouteForm<typeof changeUsernameSchema>('change-store-username');
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('store.username.title')}</Heading>
      <p className={styles.muted}>{store.name}</p>
      <StoreNav store={store} />
      {canChange ? (
        <SchemaForm
          {...frame}
          errorsTitle="store.username.failed"
          submitLabel={t('store.username.submit')}
          className={styles.form}
        >
          <p>{t('store.username.current', { username: store.username })}</p>
          <InputField
            input={inputOf(fields.username)}
            errors={fields.username.errors}
            label={t('store.fields.username')}
            hint={t('store.username.hint')}
            defaultValue={fields.username.initialValue ?? store.username}
            maxLength={USERNAME_LIMITS.max}
            autoComplete="off"
          />
        </SchemaForm>
      ) : (
        <p role="note">{t('store.forbidden')}</p>
      )}
    </main>
  );
}
