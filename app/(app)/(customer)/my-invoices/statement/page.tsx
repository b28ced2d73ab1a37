import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { StatementView } from "@/components/invoices/statement-view";
import { Trail } from "@/components/people/trail";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { formatDate } from "@/lib/format/dates";
import { asOfParam } from "@/lib/invoices/invoice-schemas";
import { companyStatement } from "@/lib/invoices/statement";
import { firstParam } from "@/lib/routing/query-param";

export const metadata: Metadata = { title: "Statement" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The customer's company's statement: what is open and how long past due (customers only). */
export default async function MyStatementPage({ searchParams }: Props) {
  const actor = await currentActor();
  const asOf = asOfParam(firstParam(await searchParams, "as_of"));
  const statement = await companyStatement(await getDb(), actor, { companyId: actor.companyId ?? 0, asOf });
  return (
    <>
      <Trail items={[{ label: "Invoices", href: "/my-invoices" }, { label: "Statement" }]} />
      <PageHeader title="Statement" subtitle={`Your company's open invoices on ${formatDate(statement.as_of)}`} />
      <StatementView statement={statement} audience="customer" />
    </>
  );
}
