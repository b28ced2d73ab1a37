import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { DriverForm } from "@/components/drivers/driver-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { getDriverDetails } from "@/lib/drivers/driver-queries";
import { firstParam, orNotFound, queryId } from "@/lib/routing/query-param";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Add Driver" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Add, or with ?mode=edit&driverId= (the spec's navigation state) edit, a driver. */
export default async function AddDriverPage({ searchParams }: Props) {
  const actor = await currentActor();
  const params = await searchParams;
  const driverId = firstParam(params, "mode") === "edit" ? queryId(params, "driverId") : null;
  const driver = driverId === null ? null : await orNotFound(getDriverDetails(await getDb(), actor, driverId));
  const title = driver ? "Edit Driver" : "Add Driver";

  return (
    <>
      <Trail
        items={[
          { label: "Drivers", href: "/drivers" },
          ...(driver ? [{ label: driver.name, href: `/drivers/driver-details/${driver.id}` }] : []),
          { label: title },
        ]}
      />
      <PageHeader title={title} />
      <DriverForm
        key={driver?.id ?? "new"}
        driver={
          driver
            ? {
                id: driver.id,
                name: driver.name,
                email: driver.email,
                phone: driver.phone,
                note: driver.note,
                profile_picture: driver.profile_picture,
              }
            : undefined
        }
      />
    </>
  );
}
