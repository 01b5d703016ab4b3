import { Form, useActionData, useLoaderData } from '@remix-run/react';
import type { MyStore } from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '~/shared/ui/form/index.ts';
import type { PictureActionData } from '../api/pictures.server.ts';
import type { watermarkLoader } from '../api/watermark.server.ts';
import type { PictureIntent } from '../model/picture-intents.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as styles from './stores.css.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The reason a picture form was refused, when it was this one. */
function useRefusal(intents: PictureIntent[]) {
  const answer = useActionData<PictureActionData | undefined>();
  const picture = answer && 'picture' in answer ? answer.picture : undefined;
  return picture && intents.includes(picture.intent) ? picture : undefined;
}

function Refusal({ error }: { error?: string }) {
  const { t } = useTranslation();
  return error ? (
    <p role="alert" className={styles.alert}>
      {t(error)}
    </p>
  ) : null;
}

/**
 * One picture of the store (logo, cover or watermark): what it is now, a multipart form to
 * upload a new one (plain HTML: works without JavaScript) and a form to remove it.
 */
function PictureField({
  kind,
  url,
  children,
}: {
  kind: 'logo' | 'cover' | 'watermark';
  url: string | null;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const refusal = useRefusal([kind, `remove-${kind}`]);
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  return (
    <section className={styles.picture} aria-labelledby={`${kind}-title`} data-testid={kind}>
      <Heading level={2} id={`${kind}-title`}>
        {t(`storePictures.${kind}`)}
      </Heading>
      {url ? (
        <img
          src={url}
          alt={t(`storePictures.${kind}Alt`)}
          className={styles.preview[kind]}
          data-testid={`${kind}-preview`}
        />
      ) : (
        <p className={styles.muted}>{t('storePictures.none')}</p>
      )}
      <Refusal error={refusal?.error} />
      {/* Keyed by the stored picture: after a save the form starts empty again, with JavaScript too. */}
      <Form key={url ?? 'none'} method="post" encType="multipart/form-data" className={styles.form}>
        <input type="hidden" name="intent" value={kind} />
        {children}
        <Field id={`${kind}-file`} label={t(`storePictures.choose${Kind}`)}>
          {(aria) => (
            <input
              {...aria}
              type="file"
              name="file"
              accept={ACCEPT}
              required
              className={controlClass}
            />
          )}
        </Field>
        <div>
          <Button type="submit">{t(`storePictures.upload${Kind}`)}</Button>
        </div>
      </Form>
      {url ? (
        <Form method="post">
          <input type="hidden" name="intent" value={`remove-${kind}`} />
          <Button type="submit" variant="secondary">
            {t(`storePictures.remove${Kind}`)}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

/** The logo's and the cover's forms on `/settings/edit-store` (ADR 0046). */
export function LogoAndCover({ store }: { store: MyStore }) {
  const { t } = useTranslation();
  return (
    <>
      <Heading level={2}>{t('storePictures.title')}</Heading>
      <p className={styles.muted}>{t('storePictures.hint')}</p>
      <PictureField kind="logo" url={store.logo_url} />
      <PictureField kind="cover" url={store.cover_url} />
    </>
  );
}

type WatermarkData = Awaited<ReturnType<typeof watermarkLoader>>;

/** The watermark's opacity field; a refused form shows what was typed. */
function OpacityField({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('storePictures.opacity')} hint={t('storePictures.opacityHint')}>
      {(aria) => (
        <input
          {...aria}
          // A new value (saved, or refused as typed) is shown, with JavaScript too.
          key={value}
          type="number"
          name="opacity"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          required
          defaultValue={value}
          className={controlClass}
        />
      )}
    </Field>
  );
}

/**
 * `/me/store-{id}/settings/watermark` (spec §2, ADR 0046): the store's watermark and its
 * opacity, for the owner and managers; laid on the photos of its ads by a background job.
 */
export function WatermarkPage() {
  const { t } = useTranslation();
  const { store, canEdit } = useLoaderData<WatermarkData>();
  const opacityRefusal = useRefusal(['opacity']);
  const uploadRefusal = useRefusal(['watermark']);
  const current = String(store.watermark.opacity);
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('storePictures.watermarkTitle')}</Heading>
      <p className={styles.muted}>{store.name}</p>
      <StoreNav store={store} />
      <p>{t('storePictures.watermarkDescription')}</p>
      {canEdit ? (
        <>
          <p className={styles.muted}>{t('storePictures.watermarkHint')}</p>
          <PictureField kind="watermark" url={store.watermark.url}>
            <OpacityField id="watermark-opacity" value={uploadRefusal?.opacity ?? current} />
          </PictureField>
          {store.watermark.url ? (
            <section className={styles.picture} data-testid="opacity">
              <Refusal error={opacityRefusal?.error} />
              <Form method="post" className={styles.form}>
                <input type="hidden" name="intent" value="opacity" />
                <OpacityField id="opacity" value={opacityRefusal?.opacity ?? current} />
                <div>
                  <Button type="submit">{t('storePictures.saveOpacity')}</Button>
                </div>
              </Form>
            </section>
          ) : null}
        </>
      ) : (
        <p role="note">{t('store.forbidden')}</p>
      )}
    </main>
  );
}
