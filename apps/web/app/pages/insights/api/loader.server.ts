import { formatDate, formatDayMonth } from '@repo/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { adPath } from '~/entities/ad/index.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { notFound, pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';

/**
 * /insights/{id}: the owner's 30 days of views, likes, saves and phone reveals. The API
 * answers 404 to anyone but the owner, and so does the page (the signed-in guard has
 * already sent visitors to sign in).
 */
export async function insightsLoader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(id)) throw notFound();
  const [t, locale, session] = await Promise.all([
    getT(request),
    getLocale(request),
    getSession(request, context),
  ]);
  const api = apiClientFor(context).withTokens({ accessToken: session.accessToken });
  const [insights, ad] = await Promise.allSettled([api.insights.ofAd(id), api.ads.get(id)]);
  if (insights.status === 'rejected') throw pageErrorFrom(insights.reason);
  // The title is a nicety: a sold or expired ad still has its page, a failure leaves it out.
  const title = ad.status === 'fulfilled' ? ad.value.title : null;
  const data = insights.value;
  // Formatted here: a browser without Khmer locale data would write the dates differently.
  const dates: Record<string, string> = {};
  for (const day of [data.from, data.to, ...data.days.map((item) => item.date)]) {
    dates[day] = formatDate(day, locale);
  }
  // The chart's axis: short days, so that its labels never run into each other.
  const axisDates: Record<string, string> = {};
  for (const item of data.days) axisDates[item.date] = formatDayMonth(item.date, locale);
  return {
    insights: data,
    dates,
    axisDates,
    ad: title ? { id, title, path: adPath({ id, title }) } : null,
    meta: {
      title: `${t('myAds.insights.metaTitle')}${title ? `: ${title}` : ''} | ${t('app.name')}`,
      description: t('myAds.insights.description'),
    },
  };
}
