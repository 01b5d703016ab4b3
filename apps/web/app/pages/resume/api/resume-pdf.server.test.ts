import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { breakableKhmer, renderResumePdf } from './resume-pdf.server.ts';

const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key) as unknown as TFunction;

const resume = {
  name: 'Sokha Chan',
  position: 'គ្រូបង្រៀន',
  years: { text: '៣' },
  gender: null,
  born: null,
  nationality: 'ខ្មែរ',
  marital: null,
  educationLevel: null,
  email: 'sokha@example.com',
  phones: [{ href: 'tel:012345678', text: '012 345 678' }],
  address: 'ភ្នំពេញ',
  summary: 'ប្រវត្តិរូបសង្ខេប ព្រះរាជាណាចក្រកម្ពុជា — café',
  experiences: [],
  education: [],
  skills: [{ name: 'កុំព្យូទ័រ', level: 'good' }],
  languages: [],
  hobbies: [],
  references: [],
  jobTypes: [],
  categories: [],
  provinces: [],
  salary: null,
} as unknown as Parameters<typeof renderResumePdf>[0];

describe('renderResumePdf', () => {
  it('writes a PDF named after the member, Khmer with nikahit included', async () => {
    const bytes = await renderResumePdf(resume, t, 'km');
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Sokha Chan');
    // Both Khmer font files are embedded (the Latin one for the dash and é).
    expect(text).toMatch(/KantumruyPro/);
  });
});

describe('breakableKhmer', () => {
  it('puts a zero-width space between Khmer words only', () => {
    expect(breakableKhmer('ព្រះរាជាណាចក្រកម្ពុជា')).toBe('ព្រះរាជាណាចក្រ\u200Bកម្ពុជា');
    expect(breakableKhmer('Phnom Penh')).toBe('Phnom Penh');
  });
});
