"use client";

import { MailIcon, WebhookIcon } from "lucide-react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DataTableTabs } from "@/components/data-table/data-table-tabs";
import { TableStateProvider } from "@/components/data-table/table-state";
import { LocalTime } from "@/components/ui/local-time";
import { MESSAGE_LOG_FILTER_LABELS, MESSAGE_LOG_FILTERS, type MessageLogRow } from "@/lib/messages/message-log-schemas";
import { MessageStateBadge } from "./message-state-badge";
import { ResendMessageButton } from "./resend-message-button";

const TABS = MESSAGE_LOG_FILTERS.map((value) => ({ value, label: MESSAGE_LOG_FILTER_LABELS[value] }));
const TITLE = "Messages";

const columns: Column<MessageLogRow>[] = [
  {
    key: "message",
    header: "Message",
    cell: (row) => {
      const Icon = row.kind === "mail" ? MailIcon : WebhookIcon;
      return (
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-words">{row.subject || "(no subject)"}</span>
          <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">{row.kind === "mail" ? "E-mail to" : "Webhook to"}</span>
            <span className="break-all">{row.recipient}</span>
          </span>
        </span>
      );
    },
  },
  {
    key: "state",
    header: "State",
    cell: (row) => (
      <span className="flex flex-col items-start gap-1">
        <MessageStateBadge state={row.state} />
        <span className="text-xs text-muted-foreground">{row.attempts === 1 ? "1 attempt" : `${row.attempts} attempts`}</span>
      </span>
    ),
  },
  {
    key: "error",
    header: "Last error",
    className: "max-w-72",
    cell: (row) =>
      row.last_error ? (
        <span className="text-sm break-words text-destructive">
          {row.response_code ? `HTTP ${row.response_code}: ` : null}
          {row.last_error}
        </span>
      ) : row.response_code ? (
        `HTTP ${row.response_code}`
      ) : (
        <span className="text-muted-foreground">-</span>
      ),
  },
  { key: "created", header: "Created", className: "whitespace-nowrap", cell: (row) => <LocalTime value={row.created_at} /> },
  {
    key: "sent",
    header: "Sent",
    className: "whitespace-nowrap",
    cell: (row) =>
      row.sent_at && row.state === "sent" ? (
        <LocalTime value={row.sent_at} />
      ) : row.next_attempt_at ? (
        <span className="text-muted-foreground">
          Next try <LocalTime value={row.next_attempt_at} />
        </span>
      ) : (
        <span className="text-muted-foreground">-</span>
      ),
  },
  {
    key: "actions",
    header: "Actions",
    className: "w-28 text-right",
    cell: (row) =>
      row.state === "sending" ? null : <ResendMessageButton id={row.id} label={`Resend message ${row.id}: ${row.subject}`} />,
  },
];

/** The message log: state tabs and search over the URL, the lines, their pages. */
export function MessageLogTable({ rows, total, limit }: { rows: MessageLogRow[]; total: number; limit: number }) {
  return (
    <TableStateProvider>
      <section
        aria-labelledby="message-log-title"
        className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="message-log-title" className="text-lg font-semibold">
            {TITLE}
          </h2>
          <DataTableSearch placeholder="Search by recipient or subject" label="Search messages" />
        </div>
        <DataTableTabs tabs={TABS} label="Message state" />
        <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption="Message log" />
        <DataTablePagination total={total} limit={limit} />
      </section>
    </TableStateProvider>
  );
}
