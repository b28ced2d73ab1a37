import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { StatementView } from "@/components/invoices/statement-view";
import { Trail } from "@/components/people/trail";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { formatDate } from "@/lib/format/dates";
import { asOfParam } from "@/lib/invoices/invoice-schemas";
import { companyStatement } from "@/lib/invoices/statement";
import { firstParam, orNotFound } from "@/lib/routing/query-param";
import { routeId } from "@/lib/routing/route-id";

export const metadata: Metadata = { title: "Statement" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A company's statement (staff): its open invoices and balances by days past due, from the aging page. */
export default async function CompanyStatementPage({ params, searchParams }: Props) {
  const actor = await currentActor();
  const asOf = asOfParam(firstParam(await searchParams, "as_of"));
  const statement = await orNotFound(companyStatement(await getDb(), actor, { companyId: await routeId(params), asOf }));
  return (
    <>
      <Trail
        items={[{ label: "Invoices", href: "/invoices" }, { label: "Aging", href: "/invoices/aging" }, { label: statement.company.name }]}
      />
      <PageHeader
        title={`Statement: ${statement.company.name}`}
        subtitle={`Open invoices and balances on ${formatDate(statement.as_of)}`}
      />
      <StatementView statement={statement} audience="staff" />
    </>
  );
}
