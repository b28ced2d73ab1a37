import { RouteMap } from "@/components/maps/route-map";
import { Badge } from "@/components/ui/badge";
import { LocalTime } from "@/components/ui/local-time";
import type { ExpenseRow } from "@/lib/expenses/queries";
import { EXPENSE_STATE_TITLES, EXPENSE_TYPE_TITLES, OFF_ROUTE_TITLES } from "@/lib/expenses/messages";
import { thumbnailUrl } from "@/lib/files/file-url";
import { formatCents } from "@/lib/format/money";

/** Where the receipt was taken, in words: its place and its distance from the route. */
export function receiptPlace(expense: Pick<ExpenseRow, "latitude" | "longitude" | "kmFromRoute">): string {
  if (expense.latitude === null || expense.longitude === null) return "no position";
  const at = `${expense.latitude.toFixed(4)}, ${expense.longitude.toFixed(4)}`;
  return expense.kmFromRoute === null ? at : `${at}, ${Math.round(expense.kmFromRoute)} km from the route`;
}

/** An expense as staff see it: the receipt's thumbnail (or link), type, amount, state, and the off-route badge with where and when. */
export function ExpenseSummary({ expense }: { expense: ExpenseRow }) {
  return (
    <div className="flex gap-3">
      <a
        href={expense.receiptUrl}
        target="_blank"
        rel="noreferrer"
        className="shrink-0"
        aria-label={`Receipt of ${formatCents(expense.amountCents)}`}
      >
        {expense.receiptIsImage ? (
          <img src={thumbnailUrl(expense.receiptUrl, 320)} alt="" className="size-20 rounded-md border object-cover" loading="lazy" />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-md border text-xs">PDF</span>
        )}
      </a>
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {EXPENSE_TYPE_TITLES[expense.type]} · {formatCents(expense.amountCents)}
          <Badge variant={expense.state === "rejected" ? "destructive" : expense.state === "waiting" ? "outline" : "success"}>
            {EXPENSE_STATE_TITLES[expense.state]}
            {expense.state === "approved_other" && expense.approvedCents !== null ? `: ${formatCents(expense.approvedCents)}` : ""}
          </Badge>
          {expense.offRoute ? <Badge variant="destructive">Off route</Badge> : null}
          {expense.rebill ? <Badge variant="secondary">Re-bill</Badge> : null}
        </p>
        <p className="text-muted-foreground">
          {expense.driverName} · taken <LocalTime value={expense.takenAt} /> at {receiptPlace(expense)}
        </p>
        {expense.offRoute ? (
          <p className="text-destructive">Off route: {expense.offRouteReasons.map((r) => OFF_ROUTE_TITLES[r]).join(", ")}.</p>
        ) : null}
        {expense.offRoute && expense.latitude !== null && expense.longitude !== null ? (
          // Where it was taken against the trip's stops: the small map of an off-route receipt.
          <RouteMap
            pickup={expense.pickup}
            dropoff={expense.dropoff}
            receipt={{ lat: expense.latitude, lng: expense.longitude }}
            height={160}
            className="w-full max-w-sm rounded-md"
          />
        ) : null}
        {expense.note ? <p>Note: {expense.note}</p> : null}
        {expense.reason ? <p>Reason: {expense.reason}</p> : null}
      </div>
    </div>
  );
}
