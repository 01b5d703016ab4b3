import { getFormProps, type FieldMetadata } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { AD_AUTO_RENEW_LIMITS, type Locale } from '@repo/domain';
import { toKhmerDigits } from '@repo/i18n';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/shared/i18n/index.ts';
import { controlClass, Field, FormErrors, useSchemaForm } from '~/shared/ui/form/index.ts';
import type { MyAdsActionData } from '../api/action.server.ts';
import type { MyAdRow } from '../api/my-ads.server.ts';
import type { autoRenewFormSchema } from '../model/my-ad-actions.ts';
import * as styles from './my-ads.css.ts';

/** A time of day as a 24-hour clock, `06:30` (Khmer digits on Khmer pages). */
function clock(hour: number, minute: number, locale: Locale): string {
  const text = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return locale === 'km' ? toKhmerDigits(text) : text;
}

/** What a new schedule starts from: every day at 08:00. */
const FIRST_SCHEDULE = { hour: 8, minute: 0, every_days: 1 };

/** One number field of the schedule, with its range from the API's limits. */
function NumberField({
  meta,
  errors,
  label,
  range,
  initial,
}: {
  meta: FieldMetadata<number | undefined, Record<string, unknown>, string[]>;
  /** Read by the form's component (conform re-renders only what that component read). */
  errors: string[] | undefined;
  label: string;
  range: { min: number; max: number };
  initial: number | string | undefined;
}) {
  return (
    <Field id={meta.id} label={label} errors={errors}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          name={meta.name}
          form={meta.formId}
          min={range.min}
          max={range.max}
          step={1}
          inputMode="numeric"
          defaultValue={initial}
          className={`${controlClass} ${styles.number}`}
        />
      )}
    </Field>
  );
}

/**
 * The auto-renew schedule of an active ad (hour, minute, every N days, on or off), in a
 * disclosure that opens by itself when the last save was refused. Checked by the action
 * (`autoRenewFormSchema`), which answers every problem at once.
 */
export function AutoRenewSettings({
  ad,
  actionData,
}: {
  ad: MyAdRow;
  actionData: MyAdsActionData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { form, fields, busy } = useSchemaForm<typeof autoRenewFormSchema>(
    `auto-renew-${ad.id}`,
    actionData?.result,
  );
  const schedule = ad.autoRenew;
  // After a refused save the form shows what was typed; otherwise the stored schedule.
  const initial = (key: 'hour' | 'minute' | 'every_days') =>
    actionData
      ? (fields[key].initialValue as string | undefined)
      : (schedule?.[key] ?? FIRST_SCHEDULE[key]);
  const enabled = actionData ? fields.enabled.initialValue === 'on' : schedule !== null;

  return (
    <details
      // A saved schedule is a new disclosure: it closes on the new summary.
      key={schedule ? `${schedule.hour}:${schedule.minute}/${schedule.every_days}` : 'off'}
      className={styles.autoRenew}
      open={actionData ? true : undefined}
    >
      <summary>
        {schedule
          ? t('myAds.autoRenew.on', {
              days: schedule.every_days,
              time: clock(schedule.hour, schedule.minute, locale),
            })
          : t('myAds.autoRenew.off')}
      </summary>
      {schedule ? (
        <p className={styles.muted}>{t('myAds.autoRenew.next', { date: schedule.next.text })}</p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={styles.autoRenewForm}>
        <FormErrors errors={form.errors} />
        <input type="hidden" name="intent" value="auto-renew" />
        <input type="hidden" name="id" value={ad.id} />
        <label className={styles.checkbox}>
          <input type="checkbox" name={fields.enabled.name} defaultChecked={enabled} />
          {t('myAds.autoRenew.enabled')}
        </label>
        <fieldset className={styles.time}>
          <legend>{t('myAds.autoRenew.time')}</legend>
          <NumberField
            meta={fields.hour}
            errors={fields.hour.errors}
            label={t('myAds.autoRenew.hour')}
            range={AD_AUTO_RENEW_LIMITS.hour}
            initial={initial('hour')}
          />
          <NumberField
            meta={fields.minute}
            errors={fields.minute.errors}
            label={t('myAds.autoRenew.minute')}
            range={AD_AUTO_RENEW_LIMITS.minute}
            initial={initial('minute')}
          />
        </fieldset>
        <NumberField
          meta={fields.every_days}
          errors={fields.every_days.errors}
          label={t('myAds.autoRenew.everyDays')}
          range={AD_AUTO_RENEW_LIMITS.everyDays}
          initial={initial('every_days')}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {t('myAds.autoRenew.save')}
        </Button>
      </Form>
    </details>
  );
}
