import { redirect } from "next/navigation";
import { getCurrentActor } from "@/lib/auth/current";

/** `/`: proxy.ts already sends the browser on; this is the fallback if it did not run. */
export default async function RootPage() {
  const actor = await getCurrentActor();
  redirect(actor ? "/dashboard" : "/login");
}
