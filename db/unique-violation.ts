/**
 * True when a database error is a unique-constraint violation (SQLSTATE 23505), optionally of
 * one named constraint. Drizzle wraps the driver's error (postgres.js or PGlite) in `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, constraint_name: pgName } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint || pgName === constraint;
  }
  return false;
}
