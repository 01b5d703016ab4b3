/** POST /api/_marks: the card toggles' resource route (like or save from an ad card). */
export const CARD_MARKS_ACTION = '/api/_marks';

/** The id of the page's one form that every card toggle posts (`form=` on the buttons). */
export const CARD_MARKS_FORM_ID = 'card-marks';

import { useTranslation } from 'react-i18next';

/** The ids of the words that begin a card toggle's name ("Like" and the card's title). */
export const CARD_MARK_LABEL_IDS = { like: 'card-mark-like', save: 'card-mark-save' } as const;

/**
 * The one form every ad card's like and save toggles post (`form=` on the buttons): rendered
 * once by the page frame, so a card carries two buttons and no form of its own, and the words
 * of their names. Kept here, not
 * in the ad-engagement feature, so that a page without cards loads none of its code.
 */
export function CardMarksForm() {
  const { t } = useTranslation();
  return (
    <form id={CARD_MARKS_FORM_ID} method="post" action={CARD_MARKS_ACTION} hidden>
      {/* Named once here: each toggle says `aria-labelledby="card-mark-like <its title>"`. */}
      <span id={CARD_MARK_LABEL_IDS.like}>{t('adPage.like')}</span>
      <span id={CARD_MARK_LABEL_IDS.save}>{t('adPage.save')}</span>
    </form>
  );
}
