import { useActionData, useFetcher, useLocation } from '@remix-run/react';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import {
  engagementResultOf,
  MARK_ICONS,
  type EngagementResult,
  type MarkIntent,
} from '../model/types.ts';
import * as styles from './engagement.css.ts';
import { usePageMarks } from './page-marks.ts';

const LABELS = {
  like: { label: 'adPage.like', count: 'adPage.likes' },
  save: { label: 'adPage.save', count: 'adPage.saves' },
} as const;

/**
 * Like or save, as a toggle button (`aria-pressed`, the label stays the same) in a form posted to the ad page's action with the opposite of the current
 * state. With JavaScript it goes through a fetcher and shows the new state at once (the
 * count follows); a visitor is sent to sign in by the action either way.
 */
export function MarkButton(props: {
  kind: MarkIntent;
  adId: string;
  /** The state and count the page was rendered with. */
  active: boolean;
  count: number;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fetcher = useFetcher<EngagementResult>({ key: `ad-${props.kind}-${props.adId}` });
  const posted = engagementResultOf(useActionData());
  const result =
    engagementResultOf(fetcher.data) ?? (posted?.intent === props.kind ? posted : undefined);

  // A member's copy of the shared ad page has the state in the root's data (ADR 0025).
  const marks = usePageMarks()[props.kind === 'like' ? 'liked' : 'saved'];
  let active = props.active || marks.has(props.adId);
  let count = props.count;
  if (result?.intent === props.kind && result.engagement) {
    active = props.kind === 'like' ? result.engagement.liked : result.engagement.saved;
    count = props.kind === 'like' ? result.engagement.likes : result.engagement.saves;
  }
  // Optimistic: while the post is on its way, show what it asks for.
  const pending = fetcher.formData?.get('value');
  if (typeof pending === 'string') {
    const next = pending === 'true';
    if (next !== active) count = Math.max(0, count + (next ? 1 : -1));
    active = next;
  }
  const labels = LABELS[props.kind];

  return (
    <fetcher.Form method="post" action={pathname} className={styles.markForm}>
      <input type="hidden" name="intent" value={props.kind} />
      <input type="hidden" name="value" value={String(!active)} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        aria-pressed={active}
        className={active ? styles.pressed : undefined}
      >
        <span aria-hidden="true">{MARK_ICONS[props.kind][active ? 1 : 0]} </span>
        {t(labels.label)}
      </Button>
      <span className={styles.count} data-testid={`${props.kind}-count`}>
        {t(labels.count, { count })}
      </span>
      {result?.error && !fetcher.formData ? (
        <span role="alert" className={styles.alert}>
          {t(result.error)}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
