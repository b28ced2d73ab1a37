import { LocalTime } from "@/components/ui/local-time";
import type { Metadata } from "next";
import { PencilIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { DetailsCard } from "@/components/people/details-card";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { ActiveSwitch } from "@/components/ui/active-switch";
import { ButtonLink } from "@/components/ui/button-link";
import { ROLE_TITLES } from "@/lib/auth/roles";
import { formatPhone } from "@/lib/format/phone";
import { getAdminDetails } from "@/lib/people/admin-queries";
import { orNotFound } from "@/lib/routing/query-param";
import { routeId } from "@/lib/routing/route-id";
import { ADMIN_DETAIL_LABELS, ADMIN_TRAIL } from "@/components/people/detail-labels";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Admin Details" };

export default async function AdminDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  const admin = await orNotFound(getAdminDetails(await getDb(), actor, await routeId(params)));
  const [email, createdBy, phone, registered, role, updated] = ADMIN_DETAIL_LABELS;

  return (
    <>
      <Trail items={ADMIN_TRAIL} />
      <PageHeader
        title={admin.username}
        actions={
          <>
            <ActiveSwitch
              checked={admin.active_status === "active"}
              update={{ path: "admin/update-admin-details", body: { id: admin.id }, field: "active_status", valueAs: "status" }}
              className="mr-2"
            />
            <ButtonLink href={`/admin/add-admin?mode=edit&adminId=${admin.id}`} variant="outline">
              <PencilIcon aria-hidden="true" />
              Edit
            </ButtonLink>
          </>
        }
      />
      <DetailsCard
        items={[
          { label: email, value: admin.email },
          { label: createdBy, value: admin.created_by_name },
          { label: phone, value: formatPhone(admin.phone_number) },
          { label: registered, value: <LocalTime value={admin.createdAt} format="date" /> },
          { label: role, value: ROLE_TITLES[admin.role] },
          { label: updated, value: <LocalTime value={admin.updatedAt} format="date" /> },
        ]}
      />
    </>
  );
}
