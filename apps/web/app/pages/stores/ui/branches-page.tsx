import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import {
  directionsUrl,
  formatDegrees,
  STORE_BRANCH_LIMITS,
  type storeBranchInputSchema,
} from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '~/entities/location/index.ts';
import { BranchesMap, BranchPointPicker } from '~/widgets/store-map/index.ts';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import * as controls from '~/shared/ui/controls.css.ts';
import { InputField, inputOf, SchemaForm, useRouteForm } from '~/shared/ui/form/index.ts';
import type {
  BranchFormActionData,
  branchFormLoader,
  storeBranchesLoader,
} from '../api/branches.server.ts';
import * as styles from './branches.css.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as storeStyles from './stores.css.ts';

type ListData = Awaited<ReturnType<typeof storeBranchesLoader>>;
type Branch = ListData['branches'][number];

/**
 * `/me/store-{id}/branches` (ADR 0047): each branch with its address, phone, email, map point
 * and directions; the owner and managers add, edit and delete (after a confirmation step in
 * a plain form, so it works without JavaScript). The map of all branches loads when in view.
 */
export function StoreBranchesPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { store, branches, canManage, tileUrl } = useLoaderData<ListData>();
  const base = `/me/store-${store.id}/branches`;
  return (
    <main className={storeStyles.page}>
      <Heading level={1}>{t('storeBranches.title')}</Heading>
      <p className={storeStyles.muted}>{store.name}</p>
      <StoreNav store={store} />
      {canManage && branches.length < STORE_BRANCH_LIMITS.max ? (
        <p>
          <Link to={to(`${base}/add`)} className={styles.link} data-testid="add-branch">
            {t('storeBranches.add.link')}
          </Link>
        </p>
      ) : null}
      {branches.length === 0 ? <p>{t('storeBranches.empty')}</p> : null}
      <ul className={styles.list} data-testid="store-branches">
        {branches.map((branch) => (
          <BranchItem key={branch.id} branch={branch} base={base} canManage={canManage} />
        ))}
      </ul>
      <BranchesMap tileUrl={tileUrl} branches={branches} keepList={false} />
    </main>
  );
}

function BranchItem({
  branch,
  base,
  canManage,
}: {
  branch: Branch;
  base: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const places = [branch.commune, branch.district, branch.province]
    .filter((place) => place !== null)
    .map((place) => localizedName(place.name, locale));
  const address = [branch.address, ...places].filter(Boolean).join(', ');
  const hasPoint = branch.latitude !== null && branch.longitude !== null;
  return (
    <li className={styles.branch} data-testid="store-branch">
      <Heading level={2} size={3} className={styles.name}>
        {branch.name}
      </Heading>
      <p className={styles.line}>{address}</p>
      {branch.phone ? (
        <p className={styles.line}>
          <a href={`tel:${branch.phone}`} className={styles.link}>
            {branch.phone_text}
          </a>
        </p>
      ) : null}
      {branch.email ? (
        <p className={styles.line}>
          <a href={`mailto:${branch.email}`} className={styles.link}>
            {branch.email}
          </a>
        </p>
      ) : null}
      {hasPoint ? (
        <p className={styles.point}>
          {t('storeBranches.coordinates', {
            latitude: formatDegrees(branch.latitude!),
            longitude: formatDegrees(branch.longitude!),
          })}{' '}
          ·{' '}
          <a
            href={directionsUrl(branch.latitude!, branch.longitude!)}
            className={styles.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('storeBranches.directionsTo', { name: branch.name })}
          >
            {t('storeBranches.directions')}
          </a>
        </p>
      ) : (
        <p className={styles.point}>{t('storeBranches.noPoint')}</p>
      )}
      {canManage ? (
        <div className={styles.actions}>
          <Link
            to={to(`${base}/${branch.id}/edit`)}
            className={styles.link}
            aria-label={t('storeBranches.edit.link', { name: branch.name })}
          >
            {t('storeBranches.edit.action')}
          </Link>
          <details>
            <summary className={controls.menuSummary}>
              {t('storeBranches.remove.link', { name: branch.name })}
            </summary>
            <Form method="post" className={styles.confirm}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="branch_id" value={branch.id} />
              <p>{t('storeBranches.remove.confirm', { name: branch.name })}</p>
              <div className={styles.buttons}>
                <Button type="submit" variant="secondary">
                  {t('storeBranches.remove.yes')}
                </Button>
              </div>
            </Form>
          </details>
        </div>
      ) : null}
    </li>
  );
}

type BranchFormData = Awaited<ReturnType<typeof branchFormLoader>>;
type Fields = ReturnType<typeof useRouteForm<typeof storeBranchInputSchema>>['fields'];

/**
 * `/me/store-{id}/branches/add` and `/branches/{branchId}/edit` (ADR 0047): a plain form
 * (province → district → commune as in the post form, address, phone, email, latitude and
 * longitude); with JavaScript a map below the coordinates fills them. A refused form comes
 * back as typed, with each field's reason.
 */
export function BranchFormPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const locale = useLocale();
  const loaded = useLoaderData<BranchFormData>();
  const answer = useActionData<BranchFormActionData>();
  const { store, branch, canManage, defaults, provinces, tileUrl } = loaded;
  const places = answer?.places ?? loaded.places;
  const { fields, frame } = useRouteForm<typeof storeBranchInputSchema>('branch-form');
  const initial = (name: keyof Fields) =>
    (fields[name].initialValue as string | undefined) ?? defaults[name] ?? '';
  const title = t(branch ? 'storeBranches.edit.title' : 'storeBranches.add.title');
  return (
    <main className={storeStyles.page}>
      <Heading level={1}>{title}</Heading>
      <p className={storeStyles.muted}>{branch ? `${store.name} · ${branch.name}` : store.name}</p>
      <StoreNav store={store} />
      {canManage ? (
        <SchemaForm
          {...frame}
          errorsTitle={branch ? 'storeBranches.edit.failed' : 'storeBranches.add.failed'}
          submitLabel={t(branch ? 'storeBranches.edit.submit' : 'storeBranches.add.submit')}
          className={storeStyles.form}
        >
          <InputField
            input={inputOf(fields.name)}
            errors={fields.name.errors}
            label={t('storeBranches.fields.name')}
            hint={t('storeBranches.fields.nameHint')}
            maxLength={STORE_BRANCH_LIMITS.nameMax}
            defaultValue={initial('name')}
          />
          <LocationFields
            formId={frame.formProps.id}
            defaults={{
              province_id: initial('province_id'),
              district_id: initial('district_id'),
              commune_id: initial('commune_id'),
            }}
            errors={{
              province_id: fields.province_id.errors,
              district_id: fields.district_id.errors,
              commune_id: fields.commune_id.errors,
            }}
            provinces={provinces}
            districts={places.districts}
            communes={places.communes}
            hydrated={hydrated}
            placesUrl={(parent) =>
              `/api/_places?parent=${encodeURIComponent(parent)}&lng=${locale}`
            }
          />
          <InputField
            input={inputOf(fields.address as never)}
            errors={fields.address.errors}
            label={t('storeBranches.fields.address')}
            maxLength={STORE_BRANCH_LIMITS.addressMax}
            autoComplete="street-address"
            defaultValue={initial('address')}
          />
          <InputField
            input={inputOf(fields.phone as never, 'tel')}
            errors={fields.phone.errors}
            label={t('storeBranches.fields.phone')}
            autoComplete="tel"
            maxLength={30}
            defaultValue={initial('phone')}
          />
          <InputField
            input={inputOf(fields.email as never, 'email')}
            errors={fields.email.errors}
            label={t('storeBranches.fields.email')}
            autoComplete="email"
            maxLength={STORE_BRANCH_LIMITS.emailMax}
            defaultValue={initial('email')}
          />
          <BranchPointPicker
            key={`${initial('latitude')},${initial('longitude')}`}
            tileUrl={tileUrl}
            latitude={{
              name: fields.latitude.name,
              id: fields.latitude.id,
              defaultValue: initial('latitude'),
              errors: fields.latitude.errors,
            }}
            longitude={{
              name: fields.longitude.name,
              id: fields.longitude.id,
              defaultValue: initial('longitude'),
              errors: fields.longitude.errors,
            }}
          />
        </SchemaForm>
      ) : (
        <p role="note">{t('storeBranches.forbidden')}</p>
      )}
      <p>
        <Link to={to(`/me/store-${store.id}/branches`)} className={styles.link}>
          {t('storeBranches.title')}
        </Link>
      </p>
    </main>
  );
}
