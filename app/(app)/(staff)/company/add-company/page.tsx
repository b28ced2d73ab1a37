import type { Metadata } from "next";
import { CompanyForm } from "@/components/companies/company-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Add company" };

export default async function AddCompanyPage() {
  return (
    <>
      <Trail items={[{ label: "Users", href: "/company" }, { label: "Add company" }]} />
      <PageHeader title="Add company" />
      <CompanyForm />
    </>
  );
}
