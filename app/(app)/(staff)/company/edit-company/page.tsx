import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CompanyForm } from "@/components/companies/company-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { getCompanyDetails } from "@/lib/companies/company-queries";
import { orNotFound, queryId } from "@/lib/routing/query-param";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Edit Company" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Edit Company reads companyId from the navigation state (here ?companyId=). */
export default async function EditCompanyPage({ searchParams }: Props) {
  const actor = await currentActor();
  const companyId = queryId(await searchParams, "companyId");
  if (companyId === null) notFound();
  const company = await orNotFound(getCompanyDetails(await getDb(), actor, companyId));

  return (
    <>
      <Trail
        items={[
          { label: "Users", href: "/company" },
          { label: company.name, href: `/company/company-details/${company.id}` },
          { label: "Edit Company" },
        ]}
      />
      <PageHeader title="Edit Company" />
      <CompanyForm
        key={company.id}
        company={{
          id: company.id,
          company_name: company.name,
          address: company.address,
          contact_person_name: company.contact_person_name,
          contact_person_phone: company.contact_person_phone,
          email: company.email,
        }}
      />
    </>
  );
}
