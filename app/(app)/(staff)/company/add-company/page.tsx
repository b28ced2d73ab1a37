import type { Metadata } from "next";
import { CompanyForm } from "@/components/companies/company-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, STAFF_ONLY } from "@/components/shell/role-guard";

export const metadata: Metadata = { title: "Add company" };

export default async function AddCompanyPage() {
  if (await isRefused(STAFF_ONLY)) return null;
  return (
    <>
      <Trail items={[{ label: "Users", href: "/company" }, { label: "Add company" }]} />
      <PageHeader title="Add company" />
      <CompanyForm />
    </>
  );
}
