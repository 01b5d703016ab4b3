export interface ContentSection {
  heading: string;
  /** Paragraphs, in order. */
  paragraphs?: string[];
  /** A bulleted list after the paragraphs. */
  bullets?: string[];
}
export interface ContentPage {
  title: string;
  /** One sentence for the meta description and the page lead. */
  summary: string;
  /** e.g. "Last updated: 22 November 2026" (in the page's language). */
  updated: string;
  sections: ContentSection[];
}
export interface ContentPages {
  safetyTips: ContentPage;
  postingRules: ContentPage;
  privacyPolicy: ContentPage;
}
