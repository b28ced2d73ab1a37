import { LocalTime } from "@/components/ui/local-time";
import type { Metadata } from "next";
import Link from "next/link";
import { PencilIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { CUSTOMER_DETAIL_LABELS } from "@/components/people/detail-labels";
import { DetailsCard } from "@/components/people/details-card";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { ActiveSwitch } from "@/components/ui/active-switch";
import { ButtonLink } from "@/components/ui/button-link";
import { ROLE_TITLES } from "@/lib/auth/roles";
import { formatPhone } from "@/lib/format/phone";
import { getCustomerDetails } from "@/lib/people/customer-queries";
import { orNotFound } from "@/lib/routing/query-param";
import { routeId } from "@/lib/routing/route-id";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Customer Details" };

/** SPEC.md §3: created_by "1 means Super Admin, otherwise Admin"; here by the creator's role. */
const createdByTitle = (role: string | null) => (role === null ? "-" : role === "superadmin" ? "Super Admin" : "Admin");

/** A customer user (id from the route; the company comes with the user, ?companyId= is not needed). */
export default async function CustomerDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  const customer = await orNotFound(getCustomerDetails(await getDb(), actor, await routeId(params)));
  const [email, phone, company, role, createdBy, lastLogin, registered, updated] = CUSTOMER_DETAIL_LABELS;
  const companyHref = customer.companyId ? `/company/company-details/${customer.companyId}` : "/company";

  return (
    <>
      <Trail
        items={[
          { label: "Users", href: "/company" },
          ...(customer.company_name ? [{ label: customer.company_name, href: companyHref }] : []),
          { label: "Customer Details" },
        ]}
      />
      <PageHeader
        title={customer.username}
        actions={
          <>
            <ActiveSwitch
              checked={customer.active_status === "active"}
              update={{ path: "admin/update-customer-status", body: { customerId: customer.id }, field: "is_active", valueAs: "boolean" }}
              className="mr-2"
            />
            <ButtonLink
              href={`/company/company-details/add-customer?customerId=${customer.id}&mode=edit&companyId=${customer.companyId ?? ""}`}
              variant="outline"
            >
              <PencilIcon aria-hidden="true" />
              Edit
            </ButtonLink>
          </>
        }
      />
      <DetailsCard
        items={[
          { label: email, value: customer.email },
          { label: phone, value: formatPhone(customer.phone_number) },
          {
            label: company,
            value: customer.company_name ? (
              <Link href={companyHref} className="text-primary underline-offset-4 hover:underline">
                {customer.company_name}
              </Link>
            ) : null,
          },
          { label: role, value: ROLE_TITLES[customer.role] },
          { label: createdBy, value: createdByTitle(customer.created_by_role) },
          { label: lastLogin, value: <LocalTime value={customer.last_login} fallback="Never" /> },
          { label: registered, value: <LocalTime value={customer.createdAt} format="date" /> },
          { label: updated, value: <LocalTime value={customer.updatedAt} format="date" /> },
        ]}
      />
    </>
  );
}
