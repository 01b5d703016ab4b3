/** The SQLSTATE of a database error, whether drizzle wrapped it or not. */
function sqlState(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

function field(error: unknown, name: 'constraint'): string | undefined {
  const direct = (error as Record<string, unknown> | null)?.[name];
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: Record<string, unknown> } | null)?.cause?.[name];
  return typeof cause === 'string' ? cause : undefined;
}

/** A unique constraint (this one, when named) said no (SQLSTATE 23505): someone else holds the value. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return sqlState(error) === '23505' && (!constraint || field(error, 'constraint') === constraint);
}
