import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { MessageLogTable } from "@/components/messages/message-log-table";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { listMessages } from "@/lib/messages/message-log";
import { parseMessageLogFilter } from "@/lib/messages/message-log-schemas";
import { listParams } from "@/lib/routing/list-params";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Message log" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every message and webhook delivery with its state, for staff to see and resend (staff only: lib/auth/roles.ts PAGE_ACCESS). */
export default async function MessageLogPage({ searchParams }: PageProps) {
  const actor = await currentActor();
  const { page, limit, search, tab } = listParams(await searchParams);
  const state = parseMessageLogFilter(tab) ?? "all";
  const { rows, total } = await listMessages(await getDb(), actor, { page, limit, search, state });

  return (
    <>
      <Trail items={[{ label: "Settings", href: "/setting" }, { label: "Message log" }]} />
      <PageHeader title="Message log" subtitle="Every e-mail and webhook delivery: failed ones can be sent again" />
      <MessageLogTable rows={rows} total={total} limit={limit} />
    </>
  );
}
