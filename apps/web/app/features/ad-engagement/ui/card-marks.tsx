import { useFetcher } from '@remix-run/react';
import { Button } from '@repo/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_MARKS_ACTION,
  CARD_MARKS_JSON_FIELD,
  type CardMarksResult,
} from '../model/card-marks.ts';
import type { MarkIntent } from '../model/types.ts';
import * as styles from './engagement.css.ts';

const TOGGLES = {
  like: { label: 'adPage.cardMarks.like', tip: 'adPage.like', icon: ['♡', '♥'] },
  save: { label: 'adPage.cardMarks.save', tip: 'adPage.save', icon: ['☆', '★'] },
} as const;

/**
 * One compact toggle (`aria-pressed`) of an ad card, posted to POST /api/_marks. Once the
 * page is hydrated it goes through a fetcher and shows the asked-for state at once; without
 * JavaScript the form post comes back to this page (its Referer) with a toast. A visitor is
 * sent to sign in. Small on purpose: a listing has two of these per card (the new state is
 * the button's own value; the tooltip is one word, the ad's title is in the accessible name).
 */
function CardMark(props: {
  kind: MarkIntent;
  adId: string;
  title: string;
  active: boolean;
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CardMarksResult>({ key: `card-${props.kind}-${props.adId}` });
  const result = fetcher.data;

  let active = props.active;
  if (result?.engagement) {
    active = props.kind === 'like' ? result.engagement.liked : result.engagement.saved;
  }
  // Optimistic: while the post is on its way, show what it asks for.
  const pending = fetcher.formData?.get('value');
  if (typeof pending === 'string') active = pending === 'true';
  const toggle = TOGGLES[props.kind];

  return (
    <fetcher.Form method="post" action={CARD_MARKS_ACTION} className={styles.cardMarkForm}>
      <input type="hidden" name="intent" value={props.kind} />
      <input type="hidden" name="id" value={props.adId} />
      {props.hydrated ? <input type="hidden" name={CARD_MARKS_JSON_FIELD} value="json" /> : null}
      <Button
        type="submit"
        name="value"
        value={String(!active)}
        variant="secondary"
        size="sm"
        aria-pressed={active}
        aria-label={t(toggle.label, { title: props.title })}
        title={t(toggle.tip)}
        data-testid={`card-${props.kind}`}
        className={active ? styles.pressed : undefined}
      >
        <span aria-hidden="true">{toggle.icon[active ? 1 : 0]}</span>
      </Button>
      {result?.error && !fetcher.formData ? (
        <span role="alert" className={styles.cardAlert}>
          {t(result.error)}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Like and save from an ad card (put it in `AdCard`'s `children`): two compact toggles with
 * the signed-in member's state (`liked`/`saved` of the card, false for a visitor).
 */
export function CardMarks(props: {
  adId: string;
  title: string;
  liked?: boolean;
  saved?: boolean;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className={styles.cardMarks}>
      <CardMark
        kind="like"
        adId={props.adId}
        title={props.title}
        active={props.liked ?? false}
        hydrated={hydrated}
      />
      <CardMark
        kind="save"
        adId={props.adId}
        title={props.title}
        active={props.saved ?? false}
        hydrated={hydrated}
      />
    </div>
  );
}
