/** Unknown paths render the not-found page (root error boundary) with HTTP 404. */
export function loader(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}
