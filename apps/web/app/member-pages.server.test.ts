import { describe, expect, it } from 'vitest';
import * as styles from '~/features/ad-engagement/ui/engagement.css.ts';
import { markableAdIdsOf } from '~/features/ad-engagement/api/page-marks.server.ts';
import { MEMBER_MARKS_TOKEN, MEMBER_NAME_TOKEN } from '~/shared/lib/member-page.ts';
import { fillMemberTemplate } from './member-pages.server.ts';

/** A page as the member template renders it: the header, two cards, the data script. */
const button = (intent: 'like' | 'save', id: string) =>
  `<button class="b1 b2" form="card-marks" name="${intent}" value="${id}" aria-pressed="false" aria-labelledby="card-mark-${intent} :R${id}:" title="T">${intent === 'like' ? '♡' : '☆'}</button>`;
const data = JSON.stringify(
  JSON.stringify(['root', { session: { name: MEMBER_NAME_TOKEN }, marks: MEMBER_MARKS_TOKEN }]),
);
const template = [
  `<header><a href="/me">${MEMBER_NAME_TOKEN}</a></header>`,
  `<li data-ad-id="12">${button('like', '12')}${button('save', '12')}</li>`,
  `<li data-ad-id="120">${button('like', '120')}${button('save', '120')}</li>`,
  `<script nonce="n">window.__remixContext.streamController.enqueue(${data});</script>`,
].join('');

/** The data the browser reads back from the filled page's script. */
function dataOf(html: string): unknown {
  const script = /enqueue\(([\s\S]*?)\);<\/script>/.exec(html)![1]!;
  // As the browser reads it: a string literal (its \u escapes too), then the JSON in it.
  return JSON.parse(JSON.parse(script) as string);
}

describe("a member's copy of the shared page", () => {
  it('has their name, escaped as text in the page and as a string in its data', () => {
    const name = `Dara <b>&"'</b>\u2028`;
    const html = fillMemberTemplate(template, name, { liked: [], saved: [] });
    expect(html).toContain('<a href="/me">Dara &lt;b&gt;&amp;&quot;&#x27;&lt;/b&gt;\u2028</a>');
    expect(html).not.toContain(MEMBER_NAME_TOKEN);
    expect(html).not.toContain('<b>');
    expect(dataOf(html)).toEqual(['root', { session: { name }, marks: 'l;s' }]);
  });

  it('presses the toggles of the ads they liked and saved, and only those', () => {
    const html = fillMemberTemplate(template, 'Dara', { liked: ['12'], saved: ['120'] });
    expect(html).toContain(
      `<button class="b1 b2 ${styles.pressed}" form="card-marks" name="unlike" value="12" aria-pressed="true" aria-labelledby="card-mark-like :R12:" title="T">♥</button>`,
    );
    expect(html).toContain(button('save', '12'));
    expect(html).toContain(button('like', '120'));
    expect(html).toContain(
      `<button class="b1 b2 ${styles.pressed}" form="card-marks" name="unsave" value="120" aria-pressed="true" aria-labelledby="card-mark-save :R120:" title="T">★</button>`,
    );
    expect(dataOf(html)).toEqual(['root', { session: { name: 'Dara' }, marks: 'l12;s120' }]);
    expect(html).not.toContain(MEMBER_MARKS_TOKEN);
  });
});

describe("a member's copy of an ad's page", () => {
  // As MarkButton renders the ad's own buttons, unpressed (the template) and pressed.
  const markForm = (intent: 'like' | 'save', id: string, pressed: boolean) =>
    `<form method="post" action="/toyota-vios-adid-${id}" class="f"><input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="value" value="${!pressed}"/><button class="b1 b2${pressed ? ` ${styles.pressed}` : ''}" type="submit" aria-pressed="${pressed}"><span aria-hidden="true">${{ like: ['♡', '♥'], save: ['☆', '★'] }[intent][pressed ? 1 : 0]}<!-- --> </span>Like</button><span class="c">3 likes</span></form>`;
  const adTemplate = [
    `<header><a href="/me">${MEMBER_NAME_TOKEN}</a></header>`,
    markForm('like', '77', false),
    markForm('save', '77', false),
    `<li data-ad-id="12">${button('like', '12')}${button('save', '12')}</li>`,
    `<script nonce="n">window.__remixContext.streamController.enqueue(${data});</script>`,
  ].join('');

  it("asks for the ad's own marks and the related cards'", () => {
    expect(markableAdIdsOf(adTemplate)).toEqual(['77', '12']);
  });

  it("presses the ad's own buttons as a render for the member would", () => {
    const html = fillMemberTemplate(adTemplate, 'Dara', { liked: ['77'], saved: ['12'] });
    expect(html).toContain(markForm('like', '77', true));
    expect(html).toContain(markForm('save', '77', false));
    expect(html).toContain(`name="unsave" value="12" aria-pressed="true"`);
    // Another ad's id (a prefix of this one's) presses nothing here.
    const other = fillMemberTemplate(adTemplate, 'Dara', { liked: ['7'], saved: [] });
    expect(other).toContain(markForm('like', '77', false));
  });
});
