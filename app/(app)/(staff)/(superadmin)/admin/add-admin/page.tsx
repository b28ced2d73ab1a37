import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { AdminForm } from "@/components/people/admin-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { getAdminDetails } from "@/lib/people/admin-queries";
import { firstParam, orNotFound, queryId } from "@/lib/routing/query-param";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Add Admin" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Add, or with ?mode=edit&adminId= (the spec's navigation state) edit, an admin. */
export default async function AddAdminPage({ searchParams }: Props) {
  const actor = await currentActor();
  const params = await searchParams;
  const adminId = firstParam(params, "mode") === "edit" ? queryId(params, "adminId") : null;
  const admin = adminId === null ? null : await orNotFound(getAdminDetails(await getDb(), actor, adminId));
  const title = admin ? "Edit Admin" : "Add Admin";

  return (
    <>
      <Trail items={[{ label: "Admin", href: "/admin" }, { label: title }]} />
      <PageHeader title={title} />
      <AdminForm
        key={admin?.id ?? "new"}
        admin={
          admin
            ? {
                id: admin.id,
                first_name: admin.first_name,
                last_name: admin.last_name,
                email: admin.email,
                phone_number: admin.phone_number,
              }
            : undefined
        }
      />
    </>
  );
}
