import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './download.server.ts';

describe('attachmentDisposition', () => {
  it('percent-encodes the name as UTF-8, quotes and brackets included', () => {
    expect(attachmentDisposition("Sok Dara's CV (2026).pdf")).toBe(
      "attachment; filename*=UTF-8''Sok%20Dara%27s%20CV%20%282026%29.pdf",
    );
    expect(attachmentDisposition('ប្រវត្តិរូប.pdf')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('ប្រវត្តិរូប')}.pdf`,
    );
  });

  it('leaves nothing that could end the header or add a parameter', () => {
    const header = attachmentDisposition('a\r\nSet-Cookie: x=1; filename="evil.html".txt');
    expect(header).not.toMatch(/[\r\n"]/);
    expect(header.split(';')).toHaveLength(2);
  });
});
