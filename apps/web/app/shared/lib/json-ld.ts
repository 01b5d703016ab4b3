/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` (and the JavaScript line
 * separators) are written as \u escapes, so no text in the data, not even `</script>` or
 * `<!--`, can end the script element. JSON parsers read the escapes back as the same characters.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
