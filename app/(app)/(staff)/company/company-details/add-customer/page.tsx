import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { CustomerForm } from "@/components/people/customer-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { getCompanyDetails } from "@/lib/companies/company-queries";
import { getCustomerDetails } from "@/lib/people/customer-queries";
import { firstParam, orNotFound, queryId } from "@/lib/routing/query-param";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Add User" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Add a user to ?companyId=, or with ?customerId=&mode=edit edit one (the spec's navigation
 * state). Opened without a company, the form answers 'Company ID not found.' on submit.
 */
export default async function AddCustomerPage({ searchParams }: Props) {
  const actor = await currentActor();
  const params = await searchParams;
  const db = await getDb();
  const customerId = firstParam(params, "mode") === "edit" ? queryId(params, "customerId") : null;
  const customer = customerId === null ? null : await orNotFound(getCustomerDetails(db, actor, customerId));
  const companyId = customer?.companyId ?? queryId(params, "companyId");
  const company = companyId === null ? null : await orNotFound(getCompanyDetails(db, actor, companyId));
  const title = customer ? "Edit User" : "Add User";

  return (
    <>
      <Trail
        items={[
          { label: "Users", href: "/company" },
          ...(company ? [{ label: company.name, href: `/company/company-details/${company.id}` }] : []),
          { label: title },
        ]}
      />
      <PageHeader title={title} subtitle={company ? company.name : undefined} />
      <CustomerForm
        key={customer?.id ?? "new"}
        companyId={company?.id ?? null}
        customer={
          customer
            ? {
                id: customer.id,
                first_name: customer.first_name,
                last_name: customer.last_name,
                email: customer.email,
                phone_number: customer.phone_number,
              }
            : undefined
        }
      />
    </>
  );
}
