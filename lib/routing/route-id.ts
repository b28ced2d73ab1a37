import { notFound } from "next/navigation";
import { recordIdSchema } from "@/lib/api/record-id";

const routeIdSchema = recordIdSchema();

/** The numeric {id} of a detail route (SPEC.md §2); anything else is a 404. */
export async function routeId(params: Promise<{ id: string }>): Promise<number> {
  const { id } = await params;
  const parsed = routeIdSchema.safeParse(id);
  if (!parsed.success) notFound();
  return parsed.data;
}
