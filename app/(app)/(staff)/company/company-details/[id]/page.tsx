// Over the 80-line page budget: the company card and its customers' table read as one screen.
import { LocalTime } from "@/components/ui/local-time";
import type { Metadata } from "next";
import { PencilIcon, UserPlusIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { BillingTermsForm, CompanyRateCardForm, InspectionSlotsForm } from "@/components/companies/lazy-company-forms";
import { CustomerTable } from "@/components/people/customer-table";
import { COMPANY_DETAIL_LABELS, COMPANY_TRAIL } from "@/components/people/detail-labels";
import { DetailsCard } from "@/components/people/details-card";
import { ListCard } from "@/components/people/list-card";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { ActiveSwitch } from "@/components/ui/active-switch";
import { ButtonLink } from "@/components/ui/button-link";
import { getCompanyDetails } from "@/lib/companies/company-queries";
import { requiredSlotsOf } from "@/lib/inspections/open-inspection";
import { formatPhone } from "@/lib/format/phone";
import { listCompanyCustomers } from "@/lib/people/customer-queries";
import { companyRateCard } from "@/lib/pricing/rate-card-queries";
import { readBillingTerms } from "@/lib/invoices/billing-terms";
import { listParams } from "@/lib/routing/list-params";
import { orNotFound } from "@/lib/routing/query-param";
import { routeId } from "@/lib/routing/route-id";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Company Details" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CompanyDetailsPage({ params, searchParams }: Props) {
  const actor = await currentActor();
  const db = await getDb();
  const company = await orNotFound(getCompanyDetails(db, actor, await routeId(params)));
  const { page, limit } = listParams(await searchParams);
  const customers = await listCompanyCustomers(db, actor, { companyId: company.id, page, limit, search: "" });
  const slots = await requiredSlotsOf(db, company.id);
  const rates = await companyRateCard(db, actor, company.id);
  const billing = await readBillingTerms(db, actor, company.id);
  const [address, email, poc, pocPhone, registered, updated] = COMPANY_DETAIL_LABELS;

  return (
    <>
      <Trail items={COMPANY_TRAIL} />
      <PageHeader
        title={company.name}
        actions={
          <>
            <ActiveSwitch
              checked={company.active_status === "active"}
              update={{ path: "admin/update-company-details", body: { companyId: company.id }, field: "active_status", valueAs: "status" }}
              className="mr-2"
            />
            <ButtonLink href={`/company/edit-company?companyId=${company.id}`} variant="outline">
              <PencilIcon aria-hidden="true" />
              Edit
            </ButtonLink>
            <ButtonLink href={`/company/company-details/add-customer?companyId=${company.id}`} title="Add a new user to company">
              <UserPlusIcon aria-hidden="true" />
              Add User
            </ButtonLink>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <DetailsCard
          items={[
            { label: address, value: company.address },
            { label: email, value: company.email },
            { label: poc, value: company.contact_person_name },
            { label: pocPhone, value: formatPhone(company.contact_person_phone) },
            { label: registered, value: <LocalTime value={company.createdAt} format="date" /> },
            { label: updated, value: <LocalTime value={company.updatedAt} format="date" /> },
          ]}
        />
        <ListCard title="Rates">
          <CompanyRateCardForm companyId={company.id} rateCardId={rates.rate_card_id} choices={rates.choices} />
        </ListCard>
        <ListCard title="Billing">
          <BillingTermsForm terms={billing} companyEmail={company.email} />
        </ListCard>
        <ListCard title="Inspection photo slots">
          <InspectionSlotsForm companyId={company.id} slots={slots} />
        </ListCard>
        <ListCard title="Customer Users">
          <CustomerTable
            companyId={company.id}
            rows={customers.rows.map((c) => ({
              id: c.id,
              username: c.username,
              email: c.email,
              phone_number: c.phone_number,
              last_login: c.last_login?.toISOString() ?? null,
              active_status: c.active_status,
            }))}
            total={customers.total}
            limit={limit}
          />
        </ListCard>
      </div>
    </>
  );
}
