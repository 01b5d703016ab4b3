import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectDocumentKind, inspectDocument } from './documents.ts';
import { attachmentDisplayName } from './resumes.attachments.ts';

/** Telling a resume's file by its bytes (ADR 0050), on real files made by fixtures/make-fixtures.py. */

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const text = (value: string) => new TextEncoder().encode(value);

describe('detectDocumentKind', () => {
  it.each([
    ['resume.pdf', 'pdf'],
    ['resume.doc', 'doc'],
    ['resume.docx', 'docx'],
    ['resume.txt', 'txt'],
  ] as const)('tells %s as %s', (name, kind) => {
    expect(detectDocumentKind(fixture(name))).toBe(kind);
  });

  it.each([
    ['program.pdf', 'program'],
    ['page.txt', 'markup'],
    ['archive.docx', 'archive'],
    ['sheet.doc', 'office'],
  ] as const)('refuses the disguised %s (%s), whatever its name says', (name, reason) => {
    expect(detectDocumentKind(fixture(name))).toBeNull();
    expect(inspectDocument(fixture(name))).toEqual({ kind: null, reason });
  });

  it('refuses markup after a byte order mark and white space, in any case', () => {
    for (const start of [
      '\uFEFF  \n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><note/>',
      '<!doctype html><p>hi</p>',
      '\t<HTML><body>cv</body></HTML>',
      '<script>alert(1)</script>',
      '<!-- a comment first --><html></html>',
      '</p>',
      '<a href="https://example.com">cv</a>',
    ])
      expect(inspectDocument(text(start)), start).toEqual({ kind: null, reason: 'markup' });
  });

  it('takes plain text that merely holds a "<" or starts like a program', () => {
    expect(detectDocumentKind(text('Skills: Excel < 5 years, Word > 3 years\n'))).toBe('txt');
    expect(detectDocumentKind(text('\uFEFFដារា សុខ\nគណនេយ្យករ'))).toBe('txt');
    expect(detectDocumentKind(text('MZ Trading Co., Ltd: sales manager 2019-2024'))).toBe('txt');
  });

  it('refuses text that is not UTF-8, holds NUL bytes, or says nothing', () => {
    expect(detectDocumentKind(Uint8Array.from([0x43, 0x56, 0xff, 0xfe, 0x41]))).toBeNull();
    // UTF-16 text: NUL bytes between the letters.
    expect(
      detectDocumentKind(new Uint8Array(Buffer.from('\uFEFFcv of Dara', 'utf16le'))),
    ).toBeNull();
    expect(inspectDocument(new Uint8Array())).toEqual({ kind: null, reason: 'empty' });
    expect(inspectDocument(text(' \n\t\uFEFF '))).toEqual({ kind: null, reason: 'empty' });
  });

  it('reads the zip central directory, not the file names anywhere in the bytes', () => {
    const docx = fixture('resume.docx');
    const central = Buffer.from(docx).lastIndexOf('word/document.xml');
    const local = Buffer.from(docx).indexOf('word/document.xml');
    expect(central).toBeGreaterThan(local);
    // Renamed in the central directory only: the local header still says word/document.xml.
    const renamed = docx.slice();
    renamed[central + 'word/documen'.length] = 'X'.charCodeAt(0);
    expect(detectDocumentKind(renamed)).toBeNull();
    // An entry whose local header is not where the directory says.
    const moved = docx.slice();
    moved.set([0, 0, 0, 0], local - 30);
    expect(detectDocumentKind(moved)).toBeNull();
    // Cut short: no End Of Central Directory record.
    expect(detectDocumentKind(docx.slice(0, docx.length - 30))).toBeNull();
    // A directory said to lie past the end of the file.
    const outside = docx.slice();
    new DataView(outside.buffer).setUint32(outside.length - 22 + 16, 0x7fffffff, true);
    expect(detectDocumentKind(outside)).toBeNull();
  });

  it("reads the compound file's directory, not its streams' bytes", () => {
    const sheet = fixture('sheet.doc');
    // "WordDocument" written inside the Workbook stream is not a stream of that name.
    const inside = sheet.slice();
    inside.set(new Uint8Array(Buffer.from('WordDocument', 'utf16le')), 1536 + 16);
    expect(detectDocumentKind(inside)).toBeNull();
    // A directory chain that loops on itself ends.
    const looped = sheet.slice();
    new DataView(looped.buffer).setUint32(512 + 4, 1, true);
    expect(detectDocumentKind(looped)).toBeNull();
    // Only the header: nothing to read.
    expect(detectDocumentKind(fixture('resume.doc').slice(0, 512))).toBeNull();
  });

  it('answers quickly on 5 MB of noise', () => {
    const noise = new Uint8Array(5 * 1024 * 1024);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    noise.set([0x50, 0x4b, 0x03, 0x04]);
    const started = performance.now();
    expect(detectDocumentKind(noise)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('attachmentDisplayName', () => {
  it('keeps the last part of the name, cleaned, with the extension of what the file is', () => {
    expect(attachmentDisplayName('C:\\Users\\dara\\My CV.pdf', 'pdf')).toBe('My CV.pdf');
    expect(attachmentDisplayName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(attachmentDisplayName('cv.pdf', 'docx')).toBe('cv.docx');
    expect(attachmentDisplayName('ប្រវត្តិរូប "ដារា".doc', 'doc')).toBe('ប្រវត្តិរូប ដារា.doc');
    expect(attachmentDisplayName('evil\u202Efdp.exe', 'pdf')).toBe('evilfdp.pdf');
    expect(attachmentDisplayName('line\r\nbreak.txt', 'txt')).toBe('linebreak.txt');
    expect(attachmentDisplayName('', 'pdf')).toBe('resume.pdf');
    expect(attachmentDisplayName('...', 'pdf')).toBe('resume.pdf');
  });

  it('is bounded, and never cuts inside a character', () => {
    const name = attachmentDisplayName(`${'ក'.repeat(500)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('ក.pdf')).toBe(true);
  });
});
