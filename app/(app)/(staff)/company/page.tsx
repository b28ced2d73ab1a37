import type { Metadata } from "next";
import { PlusIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { CompanyTable } from "@/components/companies/company-table";
import { ListCard } from "@/components/people/list-card";
import { PageHeader } from "@/components/shell/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { listCompanies } from "@/lib/companies/company-queries";
import { listParams } from "@/lib/routing/list-params";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Users" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CompaniesPage({ searchParams }: Props) {
  const actor = await currentActor();
  const { page, limit, search } = listParams(await searchParams);
  const { rows, total } = await listCompanies(await getDb(), actor, { page, limit, search });

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Companies and their customer users"
        actions={
          <ButtonLink href="/company/add-company">
            <PlusIcon aria-hidden="true" />
            Add company
          </ButtonLink>
        }
      />
      <ListCard title="Company List" searchPlaceholder="Search by company, POC or e-mail" searchLabel="Search companies">
        <CompanyTable
          rows={rows.map(({ id, name, contact_person_name, contact_person_phone, email, active_status }) => ({
            id,
            name,
            contact_person_name,
            contact_person_phone,
            email,
            active_status,
          }))}
          total={total}
          limit={limit}
        />
      </ListCard>
    </>
  );
}
