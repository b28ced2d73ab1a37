import { getDb } from "@/db/client";
import { PageHeader } from "@/components/shell/page-header";
import { listVehicleMakes } from "@/lib/catalogue/catalogue-queries";
import { VehicleCatalogue } from "./vehicle-catalogue";

/** Settings for admins and superadmins: the vehicle make/model catalogue (DECISIONS.md "Settings"). */
export async function StaffSettings() {
  const makes = await listVehicleMakes(await getDb());
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage the vehicle catalogue" />
      <VehicleCatalogue makes={makes} />
    </>
  );
}
