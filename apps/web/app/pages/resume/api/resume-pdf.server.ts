import { createRequire } from 'node:module';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import { getSession } from '~/entities/session/index.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { resumeViewLoader } from './view.server.ts';
import { attachmentDisposition } from '~/shared/lib/download.server.ts';

type ResumeView = NonNullable<Awaited<ReturnType<typeof resumeViewLoader>>['resume']>;

/*
 * The fonts come from npm (Kantumruy Pro, OFL), so every server has them. Noto Sans Khmer is
 * not used here: fontkit (pdfkit's shaper) throws on its mark anchors for a consonant with
 * nikahit (ភ្នំពេញ, អំពី), while Kantumruy Pro shapes the coeng, the pre-base vowels and the
 * marks as Chromium does (ADR 0050). Its Khmer file holds ASCII too; the Latin file covers the
 * rest (dashes, bullets, accented letters).
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  khmer: '@fontsource/kantumruy-pro/files/kantumruy-pro-khmer-400-normal.woff',
  khmerBold: '@fontsource/kantumruy-pro/files/kantumruy-pro-khmer-700-normal.woff',
  latin: '@fontsource/kantumruy-pro/files/kantumruy-pro-latin-ext-400-normal.woff',
  latinBold: '@fontsource/kantumruy-pro/files/kantumruy-pro-latin-ext-700-normal.woff',
} as const;
const fontPath = (name: keyof typeof FONT_FILES) => require.resolve(FONT_FILES[name]);

const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/u;
const words = new Intl.Segmenter('km', { granularity: 'word' });

/**
 * Khmer writes words without spaces between them; pdfkit breaks lines only where Unicode's
 * line-break rules allow, so a zero-width space goes between Khmer words (ICU's dictionary
 * finds them). Otherwise pdfkit would cut an over-long "word" between any two characters, a
 * coeng from its consonant included.
 */
export function breakableKhmer(text: string): string {
  if (!KHMER.test(text)) return text;
  let out = '';
  let previousKhmer = false;
  for (const { segment } of words.segment(text)) {
    const khmer = KHMER.test(segment);
    if (khmer && previousKhmer) out += '\u200B';
    out += segment;
    previousKhmer = khmer;
  }
  return out;
}

type Run = { text: string; font: 'khmer' | 'latin' };

/** The text cut into runs by the font that has its characters (the Khmer file first). */
function runsOf(text: string, has: (codePoint: number) => boolean): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = has(char.codePointAt(0) ?? 0) ? 'khmer' : 'latin';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

const MARGIN = 56;
const INK = '#1f2328';
const MUTED = '#57606a';

/** The resume as an A4 PDF, with the same parts and words as `/me/resume/view`. */
export async function renderResumePdf(
  resume: ResumeView,
  t: TFunction,
  locale: 'en' | 'km',
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t('resume.view.title', { name: resume.name }), Author: resume.name },
    lang: locale,
  });
  doc.registerFont('khmer', fontPath('khmer'));
  doc.registerFont('khmerBold', fontPath('khmerBold'));
  doc.registerFont('latin', fontPath('latin'));
  doc.registerFont('latinBold', fontPath('latinBold'));
  doc.font('khmer');
  // pdfkit's font object knows its glyphs; the Khmer file is asked first.
  const khmerFont = (
    doc as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } }
  )._font.font;
  const has = (codePoint: number) => khmerFont.hasGlyphForCodePoint(codePoint);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const write = (
    text: string,
    {
      size = 10.5,
      bold = false,
      color = INK,
    }: { size?: number; bold?: boolean; color?: string } = {},
  ) => {
    const runs = runsOf(breakableKhmer(text), has);
    runs.forEach((run, index) => {
      const font =
        run.font === 'khmer' ? (bold ? 'khmerBold' : 'khmer') : bold ? 'latinBold' : 'latin';
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(run.text, { continued: index < runs.length - 1, lineGap: 2 });
    });
  };
  const part = (title: string) => {
    doc.moveDown(0.8);
    write(title, { size: 13, bold: true });
    const y = doc.y + 1;
    doc
      .moveTo(MARGIN, y)
      .lineTo(doc.page.width - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor('#d0d7de')
      .stroke();
    doc.moveDown(0.4);
  };

  write(resume.name, { size: 22, bold: true });
  const headline = [
    resume.position,
    resume.years ? t('resume.view.years', { years: resume.years.text }) : '',
  ].filter(Boolean);
  if (headline.length) write(headline.join(' · '), { size: 12, color: MUTED });
  const contact = [
    ...resume.phones.map((phone) => phone.text),
    resume.email,
    resume.address || null,
  ].filter(Boolean);
  if (contact.length) write(contact.join(' · '), { color: MUTED });
  const facts = [
    resume.gender ? t(`resume.genders.${resume.gender}`) : null,
    resume.born ? t('resume.view.born', { date: resume.born }) : null,
    resume.nationality || null,
    resume.marital ? t(`resume.maritalStatuses.${resume.marital}`) : null,
  ].filter((fact): fact is string => Boolean(fact));
  if (facts.length) write(facts.join(' · '), { color: MUTED });

  if (resume.summary) {
    part(t('resume.sections.summary'));
    write(resume.summary);
  }
  if (resume.experiences.length) {
    part(t('resume.sections.experience'));
    for (const item of resume.experiences) {
      write(`${item.position}, ${item.company}`, { bold: true });
      write(
        t('resume.view.period', { start: item.start, end: item.end ?? t('resume.view.present') }),
        { color: MUTED, size: 9.5 },
      );
      if (item.description) write(item.description);
      doc.moveDown(0.4);
    }
  }
  if (resume.education.length || resume.educationLevel) {
    part(t('resume.sections.education'));
    if (resume.educationLevel) write(t(`resume.educationLevels.${resume.educationLevel}`));
    for (const item of resume.education) {
      write(item.school, { bold: true });
      const detail = [item.degree, item.major].filter(Boolean).join(', ');
      if (detail) write(detail, { color: MUTED, size: 9.5 });
      doc.moveDown(0.3);
    }
  }
  const levelled = (title: string, items: { name: string; level: string }[]) => {
    if (!items.length) return;
    part(title);
    for (const item of items) write(`${item.name} (${t(`resume.levels.${item.level}`)})`);
  };
  levelled(t('resume.sections.skills'), resume.skills);
  levelled(t('resume.sections.languages'), resume.languages);
  if (resume.hobbies.length) {
    part(t('resume.sections.hobbies'));
    write(resume.hobbies.join(', '));
  }
  const preferences = [
    resume.jobTypes.length
      ? [
          t('resume.fields.job_types'),
          resume.jobTypes.map((type) => t(`ad.options.job_type.${type}`)).join(', '),
        ]
      : null,
    resume.categories.length
      ? [t('resume.fields.preferred_categories'), resume.categories.join(', ')]
      : null,
    resume.provinces.length
      ? [t('resume.fields.preferred_provinces'), resume.provinces.join(', ')]
      : null,
    resume.salary
      ? [t('resume.fields.expected_salary'), t('resume.view.salary', { amount: resume.salary })]
      : null,
  ].filter((row): row is string[] => row !== null);
  if (preferences.length) {
    part(t('resume.sections.preferences'));
    for (const [label, value] of preferences) write(`${label}: ${value}`);
  }
  if (resume.references.length) {
    part(t('resume.sections.references'));
    for (const item of resume.references) {
      write([item.name, item.position, item.company].filter(Boolean).join(', '), { bold: true });
      const reach = [item.phone?.text, item.email].filter(Boolean).join(' · ');
      if (reach) write(reach, { color: MUTED, size: 9.5 });
      doc.moveDown(0.3);
    }
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * GET /me/resume/pdf: the member's own resume as a PDF download, in the page's language.
 * A resource route: the signed-in guard's layout does not run for it, so it guards itself.
 */
export async function resumePdfLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const session = await getSession(request, context);
  requireUser(request, session);
  const [view, t, locale] = await Promise.all([
    resumeViewLoader(args),
    getT(request),
    getLocale(request),
  ]);
  if (!view.resume) throw redirect(localizeLike(request, '/me/resume'));
  const bytes = await renderResumePdf(view.resume, t, locale);
  const name = `${view.resume.name || 'resume'}.pdf`;
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(name),
    'Cache-Control': 'private, no-store',
  });
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  return new Response(bytes, { headers });
}
