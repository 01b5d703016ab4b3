/** The engagement module's door: it owns ad cards, which carry the viewer's likes and saves. */
export { registerEngagement } from './engagement.module.ts';
export { selectCards, selectCardsWithKey, type CardRow } from './engagement.cards.repository.ts';
export { createCardBuilder } from './engagement.cards.ts';
