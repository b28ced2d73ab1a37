import { LinkIcon } from "lucide-react";

/** A driver page opened with a link that cannot be used (missing, tampered, revoked, another job's). */
export function LinkProblem({ message }: { message: string }) {
  return (
    <section role="alert" className="mt-8 flex flex-col items-center gap-4 rounded-xl border bg-card px-5 py-10 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <LinkIcon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-lg font-semibold">This link cannot be used</h1>
      <p className="max-w-xs text-sm text-muted-foreground">{message}</p>
    </section>
  );
}
