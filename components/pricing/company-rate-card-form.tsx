"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { ButtonLink } from "@/components/ui/button-link";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { saveCompanyRateCardAction } from "@/lib/pricing/actions";
import type { CompanyRateCardInput } from "@/lib/pricing/schemas";

type Fields = { company_id: string; rate_card_id: string };

const resolver = lazyZodResolver<Fields, CompanyRateCardInput>(() => import("@/lib/pricing/schemas").then((m) => m.companyRateCardSchema));

type CompanyRateCardFormProps = { companyId: number; rateCardId: number | null; choices: { id: number; name: string }[] };

/** Company details → Rates: price this company's jobs with its own card or the default. */
export function CompanyRateCardForm({ companyId, rateCardId, choices }: CompanyRateCardFormProps) {
  const initial: Fields = { company_id: String(companyId), rate_card_id: rateCardId ? String(rateCardId) : "default" };
  const { form, formProps, isPending } = useActionForm<Fields, CompanyRateCardInput>({
    action: saveCompanyRateCardAction,
    resolver,
    defaultValues: initial,
  });
  const { register, formState } = form;
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3">
      <input type="hidden" defaultValue={initial.company_id} {...register("company_id")} />
      <Field id="company-rate-card" label="Rate card" error={formState.errors.rate_card_id?.message}>
        {(aria) => (
          <NativeSelect className="min-w-56" defaultValue={initial.rate_card_id} {...aria} {...register("rate_card_id")}>
            <option value="default">The default card</option>
            {choices.map((card) => (
              <option key={card.id} value={String(card.id)}>
                {card.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={isPending}>
        {isPending ? "Please wait..." : "Save"}
      </Button>
      <ButtonLink href="/setting/rates" variant="ghost">
        Edit the cards
      </ButtonLink>
    </form>
  );
}
