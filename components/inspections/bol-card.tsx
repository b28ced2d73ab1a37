import { FileTextIcon } from "lucide-react";
import { DetailCard } from "@/components/job-detail/detail-card";
import { LocalTime } from "@/components/ui/local-time";
import type { BolView } from "@/lib/bol/issue-bol";

/** The issued versions of the job's bill of lading, each a download (the files route checks who may). */
export function BolCard({ bols, verifyPath }: { bols: BolView[]; verifyPath: string }) {
  if (bols.length === 0) return null;
  return (
    <DetailCard title="Bill of lading" icon={FileTextIcon}>
      <ul className="space-y-2 text-sm">
        {bols.map((b) => (
          <li key={b.version} className="flex flex-wrap items-baseline gap-x-3">
            <a
              href={b.url}
              className="font-medium text-primary underline-offset-4 hover:underline"
              download={`${b.number}-v${b.version}.pdf`}
            >
              Download {b.number} version {b.version}
            </a>
            <span className="text-muted-foreground">
              {b.version === 1 ? "at pickup" : "at delivery"}, issued <LocalTime value={b.issued_at} />
            </span>
            <span className="w-full truncate font-mono text-xs text-muted-foreground" title={`SHA-256 ${b.sha256}`}>
              SHA-256 {b.sha256}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">
        Anyone can check a copy at{" "}
        <a href={verifyPath} className="underline">
          {verifyPath}
        </a>
        .
      </p>
    </DetailCard>
  );
}
