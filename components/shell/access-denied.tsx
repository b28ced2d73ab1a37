import { ArrowLeft, ShieldAlert } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";

/** What a role sees instead of a page its route group refuses. */
export function AccessDenied() {
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-xl border bg-card px-6 py-10 text-center shadow-xs sm:mt-16"
    >
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 id="access-denied-title" className="text-xl font-semibold tracking-tight">
        Access denied
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">Your role does not give access to this page.</p>
      <ButtonLink href="/dashboard" className="mt-6">
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </ButtonLink>
    </section>
  );
}
