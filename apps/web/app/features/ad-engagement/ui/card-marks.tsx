import { useFetcher } from '@remix-run/react';
import { Button } from '@repo/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdCardTitleId } from '~/entities/ad/index.ts';
import {
  CARD_MARK_LABEL_IDS,
  CARD_MARKS_ACTION,
  CARD_MARKS_FORM_ID,
  CARD_MARKS_JSON_FIELD,
  cardMarkField,
  type CardMarksResult,
} from '../model/card-marks.ts';
import { MARK_ICONS, type MarkIntent } from '../model/types.ts';
import * as styles from './engagement.css.ts';
import { usePageMarks } from './page-marks.ts';

const TIPS = { like: 'adPage.like', save: 'adPage.save' } as const;

/**
 * One compact toggle (`aria-pressed`) of an ad card. Without JavaScript it posts the page's
 * card-marks form (`like=<id>` to like, `unlike=<id>` to undo, …) and the answer comes back to
 * this page (its Referer) with a toast; once hydrated a fetcher posts it and the button shows
 * the asked-for state at once. A visitor is sent to sign in. Small on purpose, a listing has
 * two per card: its name is the word (said once on the page) and the card's title, both by
 * `aria-labelledby`, so neither is repeated; its tooltip is the word.
 */
function CardMark(props: {
  kind: MarkIntent;
  adId: string;
  titleId: string | undefined;
  active: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CardMarksResult>({ key: `card-${props.kind}-${props.adId}` });
  const result = fetcher.data;

  let active = props.active;
  if (result?.engagement) {
    active = props.kind === 'like' ? result.engagement.liked : result.engagement.saved;
  }
  // Optimistic: while the post is on its way, show what it asks for.
  const pending = fetcher.formData;
  if (pending) active = pending.has(cardMarkField(props.kind, true));
  const tip = TIPS[props.kind];
  const field = cardMarkField(props.kind, !active);

  // Only a hydrated page runs this: before, the button posts the page's form.
  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    fetcher.submit(
      { [field]: props.adId, [CARD_MARKS_JSON_FIELD]: 'json' },
      { method: 'post', action: CARD_MARKS_ACTION },
    );
  };

  return (
    <>
      <Button
        form={CARD_MARKS_FORM_ID}
        name={field}
        value={props.adId}
        variant="secondary"
        size="sm"
        aria-pressed={active}
        // "Like" (said once on the page) and the card's title; alone when there is no title.
        aria-label={props.titleId ? undefined : t(tip)}
        aria-labelledby={
          props.titleId ? `${CARD_MARK_LABEL_IDS[props.kind]} ${props.titleId}` : undefined
        }
        title={t(tip)}
        className={active ? styles.pressed : undefined}
        onClick={submit}
      >
        {MARK_ICONS[props.kind][active ? 1 : 0]}
      </Button>
      {result?.error && !fetcher.formData ? (
        <span role="alert" className={styles.cardAlert}>
          {t(result.error)}
        </span>
      ) : null}
    </>
  );
}

/**
 * Like and save from an ad card (put it in `AdCard`'s `children`, which lays them out): two
 * compact toggles with the signed-in member's state (`liked`/`saved` of the card, false for a visitor).
 */
export function CardMarks(props: { adId: string; liked?: boolean; saved?: boolean }) {
  const titleId = useAdCardTitleId();
  // A member's copy of a shared page has them in the root's data, not on the cards (ADR 0025).
  const marks = usePageMarks();
  return (
    <>
      <CardMark
        kind="like"
        adId={props.adId}
        titleId={titleId}
        active={props.liked || marks.liked.has(props.adId)}
      />
      <CardMark
        kind="save"
        adId={props.adId}
        titleId={titleId}
        active={props.saved || marks.saved.has(props.adId)}
      />
    </>
  );
}
