import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/format/money";
import type { PayStatementLineView } from "@/lib/pay/pay-statements";

const money = (cents: number) => <span className="whitespace-nowrap tabular-nums">{formatCents(cents)}</span>;

/** A statement's jobs or reimbursements: what, how it was reckoned, the amount; the total below. */
export function PayStatementLines({ title, lines, cents }: { title: string; lines: PayStatementLineView[]; cents: number }) {
  return (
    <section aria-label={title} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 className="font-semibold">{title}</h2>
      <Table>
        <caption className="sr-only">{title}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>What</TableHead>
            <TableHead>How</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3} className="h-16 text-center text-muted-foreground">
                None in this period
              </TableCell>
            </TableRow>
          ) : (
            lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell className="min-w-48 break-words whitespace-normal">{line.description}</TableCell>
                <TableCell className="text-muted-foreground">{line.detail}</TableCell>
                <TableCell className="text-right">{money(line.cents)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2} className="font-semibold">
              Total
            </TableCell>
            <TableCell className="text-right font-semibold">{money(cents)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </section>
  );
}
