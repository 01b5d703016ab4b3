import {
  HOURS_RANGES_MAX,
  storeHoursSchema,
  WEEKDAYS,
  type StoreHours,
  type Weekday,
} from '@repo/domain';

/**
 * The business-hours form (`/settings/business-hours`, ADR 0044) as plain HTML fields: `mode`;
 * for 24 hours, a `day` checkbox per weekday; for selected hours, `{day}.{n}.open` and
 * `{day}.{n}.close` time inputs, `HOURS_RANGES_MAX` ranges a day (empty ones are ignored).
 */

/** What the form shows: the values as typed (strings), so nothing is lost on a refusal. */
export interface HoursFormValues {
  mode: string;
  days: Weekday[];
  ranges: Record<Weekday, { open: string; close: string }[]>;
}

const emptyRanges = () =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      Array.from({ length: HOURS_RANGES_MAX }, () => ({ open: '', close: '' })),
    ]),
  ) as HoursFormValues['ranges'];

/** The form's starting values from the stored hours. */
export function formValuesOf(hours: StoreHours): HoursFormValues {
  const ranges = emptyRanges();
  if (hours.mode === 'selected-hours')
    for (const day of WEEKDAYS)
      hours.days[day].forEach((range, index) => {
        ranges[day][index] = { ...range };
      });
  return { mode: hours.mode, days: hours.mode === '24-hours' ? hours.days : [], ranges };
}

/** Reads the posted fields (bounded: only the known names are read). */
export function readHoursForm(form: FormData): HoursFormValues {
  const text = (name: string, max = 5) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim().slice(0, max) : '';
  };
  const ranges = emptyRanges();
  for (const day of WEEKDAYS)
    for (let index = 0; index < HOURS_RANGES_MAX; index += 1)
      ranges[day][index] = {
        open: text(`${day}.${index}.open`),
        close: text(`${day}.${index}.close`),
      };
  const chosen = form.getAll('day');
  return {
    mode: text('mode', 20) || 'no-hours',
    days: WEEKDAYS.filter((day) => chosen.includes(day)),
    ranges,
  };
}

/**
 * The hours the form says, or the catalog keys of what is wrong (a range with one end only is
 * refused rather than dropped).
 */
export function hoursFromForm(
  values: HoursFormValues,
): { ok: true; hours: StoreHours } | { ok: false; errors: string[] } {
  const errors = new Set<string>();
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      values.ranges[day].filter((range) => {
        if (!range.open && !range.close) return false;
        if (!range.open || !range.close) errors.add('store.hours.rangeHalf');
        return true;
      }),
    ]),
  );
  const candidate =
    values.mode === '24-hours'
      ? { mode: values.mode, days: values.days }
      : values.mode === 'selected-hours'
        ? { mode: values.mode, days }
        : { mode: values.mode };
  const parsed = storeHoursSchema.safeParse(candidate);
  if (!parsed.success) for (const issue of parsed.error.issues) errors.add(issue.message);
  if (errors.size || !parsed.success)
    return { ok: false, errors: [...(errors.size ? errors : new Set(['store.hours.invalid']))] };
  return { ok: true, hours: parsed.data };
}
