import { getFormProps } from '@conform-to/react';
import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { AD_DELETE_REASONS } from '@repo/domain';
import { Button, Dialog, DialogClose } from '@repo/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import { FormErrors, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { MyAdsActionData } from '../api/action.server.ts';
import type { MyAdRow } from '../api/my-ads.server.ts';
import type { deleteAdFormSchema } from '../model/my-ad-actions.ts';
import * as styles from './my-ads.css.ts';

/** The address of the current page with one query value set (or removed with null). */
function withParam(
  location: { pathname: string; search: string },
  name: string,
  value: string | null,
) {
  const params = new URLSearchParams(location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/** The reason radio buttons and the confirm button; `cancel` is a link or the dialog's close. */
function DeleteForm({
  ad,
  actionData,
  cancel,
}: {
  ad: MyAdRow;
  actionData: MyAdsActionData | undefined;
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { form, fields, busy } = useSchemaForm<typeof deleteAdFormSchema>(
    `delete-${ad.id}`,
    actionData?.result,
  );
  const errorId = `${form.id}-reason-error`;
  const errors = fields.reason.errors;
  return (
    <Form
      method="post"
      // The confirmation's `?delete=` stays out of the address the action answers to.
      action={withParam(location, 'delete', null)}
      {...getFormProps(form)}
      className={styles.deleteForm}
    >
      <FormErrors errors={form.errors} />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={ad.id} />
      <fieldset
        className={styles.reasons}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
      >
        <legend>{t('myAds.delete.reason')}</legend>
        {AD_DELETE_REASONS.map((reason) => (
          <label key={reason} className={styles.reason}>
            <input
              type="radio"
              name={fields.reason.name}
              value={reason}
              required
              defaultChecked={fields.reason.initialValue === reason}
            />
            {t(`ad.options.delete_reason.${reason}`)}
          </label>
        ))}
        {errors?.length ? (
          <p id={errorId} className={styles.fieldError}>
            {t(errors[0] ?? 'validation.required')}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.dialogButtons}>
        <Button type="submit" size="sm" disabled={busy}>
          {t('myAds.delete.confirm')}
        </Button>
        {cancel}
      </div>
    </Form>
  );
}

/**
 * Delete with a reason. With JavaScript: a button opening a dialog. Without: a link to
 * `?delete={id}`, where the row shows the same form inline (also after a refused submit).
 */
export function DeleteAd({
  ad,
  confirm,
  actionData,
}: {
  ad: MyAdRow;
  confirm: boolean;
  actionData: MyAdsActionData | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(confirm || Boolean(actionData));
  useEffect(() => {
    if (actionData) setOpen(true);
  }, [actionData]);
  // After this ad's delete went through (or failed with a toast), the dialog closes; a
  // refused form (actionData) keeps it open with its errors.
  const navigation = useNavigation();
  const submitting =
    navigation.formData?.get('intent') === 'delete' && navigation.formData.get('id') === ad.id;
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (submitting) wasSubmitting.current = true;
    else if (wasSubmitting.current && navigation.state === 'idle') {
      wasSubmitting.current = false;
      if (!actionData) setOpen(false);
    }
  }, [submitting, navigation.state, actionData]);

  const description = t('myAds.delete.description', { title: ad.title });
  if (hydrated) {
    return (
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('myAds.delete.title')}
        description={description}
        trigger={
          <Button type="button" size="sm" variant="ghost">
            {t('myAds.actions.delete')}
          </Button>
        }
      >
        <DeleteForm
          ad={ad}
          actionData={actionData}
          cancel={
            <DialogClose>
              <Button type="button" size="sm" variant="secondary">
                {t('myAds.delete.cancel')}
              </Button>
            </DialogClose>
          }
        />
      </Dialog>
    );
  }
  if (!confirm && !actionData) {
    return (
      <Button asChild size="sm" variant="ghost">
        <Link to={withParam(location, 'delete', ad.id)}>{t('myAds.actions.delete')}</Link>
      </Button>
    );
  }
  return (
    <section aria-labelledby={`delete-${ad.id}-title`} className={styles.inlineConfirm}>
      <h4 id={`delete-${ad.id}-title`} className={styles.confirmTitle}>
        {t('myAds.delete.title')}
      </h4>
      <p>{description}</p>
      <DeleteForm
        ad={ad}
        actionData={actionData}
        cancel={
          <Button asChild size="sm" variant="secondary">
            <Link to={withParam(location, 'delete', null)}>{t('myAds.delete.cancel')}</Link>
          </Button>
        }
      />
    </section>
  );
}
