import type { Metadata } from "next";
import { PlusIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { DriverTable } from "@/components/drivers/driver-table";
import { ListCard } from "@/components/people/list-card";
import { PageHeader } from "@/components/shell/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { listDrivers } from "@/lib/drivers/driver-queries";
import { listParams } from "@/lib/routing/list-params";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Drivers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DriversPage({ searchParams }: Props) {
  const actor = await currentActor();
  const { page, limit, search } = listParams(await searchParams);
  const { rows, total } = await listDrivers(await getDb(), actor, { page, limit, search });

  return (
    <>
      <PageHeader
        title="Drivers"
        subtitle="The drivers you can assign to jobs"
        actions={
          <>
            <ButtonLink href="/drivers/expenses" variant="outline">
              Expenses to review
            </ButtonLink>
            <ButtonLink href="/drivers/pay" variant="outline">
              Pay
            </ButtonLink>
            <ButtonLink href="/drivers/add-driver">
              <PlusIcon aria-hidden="true" />
              Add Driver
            </ButtonLink>
          </>
        }
      />
      <ListCard title="Driver List" searchPlaceholder="Search by name, e-mail or phone" searchLabel="Search drivers">
        <DriverTable
          rows={rows.map(({ id, name, phone, email, profile_picture }) => ({ id, name, phone, email, profile_picture }))}
          total={total}
          limit={limit}
        />
      </ListCard>
    </>
  );
}
