import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { loadDriverPage, type DriverPageData } from "@/lib/driver/load-driver-page";
import type { DriverPage } from "@/lib/driver/paths";

export type DriverRouteProps = {
  params: Promise<{ id: string; driverId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export type OpenedDriverPage = Extract<DriverPageData, { ok: true }>;

/** A driver page's data for its route; a step that does not fit the job's state redirects to the one that does. */
export async function openDriverPage(props: DriverRouteProps, page: DriverPage): Promise<DriverPageData> {
  const [{ id, driverId }, search] = await Promise.all([props.params, props.searchParams]);
  const data = await loadDriverPage(await getDb(), { page, id, driverId, token: search.token });
  if (data.ok && data.redirectTo) redirect(data.redirectTo);
  return data;
}
