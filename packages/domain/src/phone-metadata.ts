import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Cambodia's entry of libphonenumber-js's `metadata.min.json`: the only country whose numbers
 * the marketplace takes. The whole file (83 kB, all countries) would go to every page with a
 * phone field; this is 300 bytes. A test keeps it equal to the installed library's entry, so
 * an upgrade that changes Cambodia's rules fails until it is copied here again.
 */
export const KH_PHONE_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: { '855': ['KH'] },
  countries: {
    KH: [
      '855',
      '00[14-9]',
      '1\\d{9}|[1-9]\\d{7,8}',
      [8, 9, 10],
      [
        ['(\\d{2})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[1-9]'], '0$1'],
        ['(\\d{4})(\\d{3})(\\d{3})', '$1 $2 $3', ['1']],
      ],
      '0',
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
