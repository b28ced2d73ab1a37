import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for one of the shared zod schemas (lib/<domain>/schemas.ts), loaded
 * with zod and the zod resolver on the form's first validation instead of with the page: zod is
 * the largest library of the screens and no form validates before the user types or submits.
 * The messages are the schema's, as with zodResolver.
 *
 * Call it once per schema at module level (not in render), with a dynamic import:
 *   const resolver = lazyZodResolver<Fields, Values>(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  // Any zod schema: one that starts with z.preprocess (jobAddressSchema) takes `unknown` in.
  loadSchema: () => Promise<z.ZodType>,
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<Values, unknown, Output>,
      (error: unknown) => {
        // A failed chunk load (offline) is tried again on the next validation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
