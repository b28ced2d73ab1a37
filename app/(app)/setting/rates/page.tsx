import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { Trail } from "@/components/people/trail";
import { RateCardForm } from "@/components/pricing/rate-card-form";
import { TermsList, VersionList } from "@/components/pricing/rate-card-summary";
import { PageHeader } from "@/components/shell/page-header";
import { currentActor } from "@/components/shell/current-actor";
import { Badge } from "@/components/ui/badge";
import { isStaff } from "@/lib/auth/roles";
import { pricingDay } from "@/lib/pricing/dates";
import { listRateCards } from "@/lib/pricing/rate-card-queries";
import { DEFAULT_RATE_CARD_TERMS } from "@/lib/pricing/rate-card-terms";

export const metadata: Metadata = { title: "Rates" };

/** Staff's rate cards (DECISIONS.md "Prices"): each card's prices in force, its versions, an edit as a new version; a new card. */
export default async function RatesPage() {
  const actor = await currentActor();
  if (!isStaff(actor.role)) notFound();
  const cards = await listRateCards(await getDb(), actor);
  const today = pricingDay(new Date());
  return (
    <>
      <Trail items={[{ label: "Settings", href: "/setting" }, { label: "Rates" }]} />
      <PageHeader
        title="Rates"
        subtitle="What a move costs: the default card, and cards given to companies. An edit is a new version from a date; priced jobs keep theirs."
      />
      <div className="grid grid-cols-1 gap-6">
        {cards.map((card) => (
          <section key={card.id} aria-labelledby={`card-${card.id}-title`} className="rounded-xl border bg-card shadow-sm">
            <div className="flex flex-wrap items-center gap-2 border-b px-4 py-4 sm:px-6">
              <h2 id={`card-${card.id}-title`} className="font-semibold">
                {card.name}
              </h2>
              {card.is_default ? <Badge>Default</Badge> : null}
              <span className="text-sm text-muted-foreground">
                {card.company_count} {card.company_count === 1 ? "company" : "companies"}
              </span>
            </div>
            <div className="grid gap-4 px-4 py-4 sm:px-6">
              {card.current ? (
                <TermsList terms={card.current.terms} />
              ) : (
                <p className="text-sm text-muted-foreground">No version in force yet.</p>
              )}
              <VersionList card={card} />
              <details className="rounded-md border px-4 py-2">
                <summary className="cursor-pointer py-1 text-sm font-medium">Edit {card.name} (a new version)</summary>
                <div className="pt-4">
                  <RateCardForm
                    cardId={card.id}
                    terms={(card.versions[0] ?? card.current)?.terms ?? DEFAULT_RATE_CARD_TERMS}
                    today={today}
                  />
                </div>
              </details>
            </div>
          </section>
        ))}
        <section aria-labelledby="new-card-title" className="rounded-xl border bg-card shadow-sm">
          <details className="px-4 py-4 sm:px-6">
            <summary id="new-card-title" className="cursor-pointer font-semibold">
              New rate card
            </summary>
            <div className="pt-4">
              <RateCardForm terms={cards.find((c) => c.is_default)?.current?.terms ?? DEFAULT_RATE_CARD_TERMS} today={today} />
            </div>
          </details>
        </section>
      </div>
    </>
  );
}
