import type { FieldValues, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/**
 * zodResolver for the shared lib/ schemas, typed by the form's own values. Those schemas
 * preprocess (trim, blank as missing), so their declared input is `unknown` per field and any
 * form values are acceptable input; the output is the schema's.
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<Values, unknown, z.output<S>> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<S>>;
}
