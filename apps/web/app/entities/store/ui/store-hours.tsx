import type { OpenState, StoreHours } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import * as styles from './store-hours.css.ts';

/** "Open now · closes at 17:30", "Closed · opens Tuesday at 08:00", or nothing when unknown. */
export function OpenStateLine({ open }: { open: OpenState }) {
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

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The week's hours as a table (a day without hours: closed), or the mode's line. */
export function WeeklyHours({ hours }: { hours: StoreHours }) {
  const { t } = useTranslation();
  if (hours.mode === 'no-hours') return <p>{t('store.hours.modes.no-hours')}</p>;
  if (hours.mode === 'always-open') return <p>{t('store.hours.modes.always-open')}</p>;
  if (hours.mode === 'permanently-closed')
    return <p>{t('store.hours.modes.permanently-closed')}</p>;
  const dayText = (day: (typeof WEEK)[number]) => {
    if (hours.mode === '24-hours')
      return hours.days.includes(day) ? t('store.hours.allDay') : t('store.hours.closedNow');
    const ranges = hours.days[day] ?? [];
    return ranges.length
      ? ranges.map((range) => `${range.open}–${range.close}`).join(', ')
      : t('store.hours.closedNow');
  };
  return (
    <table className={styles.week}>
      <tbody>
        {WEEK.map((day) => (
          <tr key={day}>
            <th scope="row">{t(`store.hours.days.${day}`)}</th>
            <td>{dayText(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
