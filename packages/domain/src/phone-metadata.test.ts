import full from 'libphonenumber-js/metadata.min.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { KH_PHONE_METADATA } from './phone-metadata.ts';

describe('KH_PHONE_METADATA', () => {
  it("is the installed libphonenumber-js's entry for Cambodia", () => {
    const library = full as unknown as {
      version: number;
      country_calling_codes: Record<string, string[]>;
      countries: Record<string, unknown>;
    };
    expect(KH_PHONE_METADATA).toEqual({
      version: library.version,
      country_calling_codes: { '855': library.country_calling_codes['855'] },
      countries: { KH: library.countries.KH },
      nonGeographic: {},
    });
  });
});
