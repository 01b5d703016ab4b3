import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { HOURS_RANGES_MAX, STORE_HOURS_MODES, WEEKDAYS } from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import type { businessHoursLoader, HoursActionData } from '../api/hours.server.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as styles from './stores.css.ts';

type HoursData = Awaited<ReturnType<typeof businessHoursLoader>>;

/**
 * `/me/store-{id}/settings/business-hours` (ADR 0044): the spec's five modes in one plain form
 * (radio buttons, day boxes, time inputs), so it works without JavaScript; a refused form
 * comes back as typed, with why.
 */
export function BusinessHoursPage() {
  const { t } = useTranslation();
  const { store, values: stored, canEdit } = useLoaderData<HoursData>();
  const answer = useActionData<HoursActionData>();
  const values = answer?.values ?? stored;
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('store.hours.title')}</Heading>
      <p className={styles.muted}>{store.name}</p>
      <StoreNav store={store} />
      {!canEdit ? (
        <p role="note">{t('store.forbidden')}</p>
      ) : (
        <Form method="post" className={styles.form} noValidate>
          {answer?.errors.length ? (
            <div role="alert" className={styles.alert}>
              {answer.errors.map((key) => (
                <p key={key}>{t(key)}</p>
              ))}
            </div>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend>{t('store.hours.mode')}</legend>
            {STORE_HOURS_MODES.map((mode) => (
              <label key={mode} className={styles.choice}>
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  defaultChecked={values.mode === mode}
                />
                {t(`store.hours.modes.${mode}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('store.hours.allDayDays')}</legend>
            <div className={styles.days}>
              {WEEKDAYS.map((day) => (
                <label key={day} className={styles.choice}>
                  <input
                    type="checkbox"
                    name="day"
                    value={day}
                    defaultChecked={values.days.includes(day)}
                  />
                  {t(`store.hours.days.${day}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('store.hours.selected')}</legend>
            <p className={styles.muted}>{t('store.hours.selectedHint')}</p>
            {WEEKDAYS.map((day) => (
              <div key={day} className={styles.dayRow} data-testid={`hours-${day}`}>
                <span className={styles.dayName}>{t(`store.hours.days.${day}`)}</span>
                {Array.from({ length: HOURS_RANGES_MAX }, (_, index) => (
                  <span key={index} className={styles.range}>
                    <input
                      type="time"
                      name={`${day}.${index}.open`}
                      defaultValue={values.ranges[day][index]?.open ?? ''}
                      aria-label={t('store.hours.opens', {
                        day: t(`store.hours.days.${day}`),
                        n: index + 1,
                      })}
                      className={styles.time}
                    />
                    –
                    <input
                      type="time"
                      name={`${day}.${index}.close`}
                      defaultValue={values.ranges[day][index]?.close ?? ''}
                      aria-label={t('store.hours.closes', {
                        day: t(`store.hours.days.${day}`),
                        n: index + 1,
                      })}
                      className={styles.time}
                    />
                  </span>
                ))}
              </div>
            ))}
          </fieldset>
          <Button type="submit">{t('store.hours.submit')}</Button>
        </Form>
      )}
    </main>
  );
}
