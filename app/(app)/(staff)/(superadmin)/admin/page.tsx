import type { Metadata } from "next";
import { PlusIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { AdminTable } from "@/components/people/admin-table";
import { ListCard } from "@/components/people/list-card";
import { PageHeader } from "@/components/shell/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { listAdmins } from "@/lib/people/admin-queries";
import { listParams } from "@/lib/routing/list-params";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Admin" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminsPage({ searchParams }: Props) {
  const actor = await currentActor();
  const { page, limit, search } = listParams(await searchParams);
  const { rows, total } = await listAdmins(await getDb(), actor, { page, limit, search });

  return (
    <>
      <PageHeader
        title="Admin"
        subtitle="Manage the admins who run the platform"
        actions={
          <ButtonLink href="/admin/add-admin">
            <PlusIcon aria-hidden="true" />
            Add Admin
          </ButtonLink>
        }
      />
      {/* SPEC.md §2 gives the admin search this placeholder word for word. */}
      <ListCard title="Admin List" searchPlaceholder="Search by Job Id, VIN, PO Number Or Customer" searchLabel="Search admins">
        <AdminTable
          rows={rows.map(({ id, username, phone_number, email, active_status }) => ({ id, username, phone_number, email, active_status }))}
          total={total}
          limit={limit}
        />
      </ListCard>
    </>
  );
}
