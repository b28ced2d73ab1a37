import { ArrowLeftIcon, ArrowRightIcon, SendIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";
import { STEP_COUNT } from "./wizard-model";

type WizardNavProps = {
  step: number;
  isSubmitting: boolean;
  onPrevious: () => void;
  /** Shown while the wizard holds a draft (use-wizard-draft.ts). */
  onDiscard?: () => void;
};

/** Previous, Discard draft, and Next (the form's submit) or, on the last step, Submit. */
export function WizardNav({ step, isSubmitting, onPrevious, onDiscard }: WizardNavProps) {
  return (
    <CardFooter className="sticky bottom-0 z-10 justify-between gap-2 rounded-b-xl border-t bg-card/95 py-4 backdrop-blur">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onPrevious} disabled={step === 1 || isSubmitting}>
          <ArrowLeftIcon aria-hidden="true" />
          Previous
        </Button>
        {onDiscard ? (
          <Button type="button" variant="ghost" onClick={onDiscard} disabled={isSubmitting}>
            <Trash2Icon aria-hidden="true" />
            Discard draft
          </Button>
        ) : null}
      </div>
      {step < STEP_COUNT ? (
        <Button key="next" type="submit">
          Next
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      ) : (
        <Button
          key="submit"
          type="submit"
          disabled={isSubmitting}
          // The second click of a double click on Next lands here (Submit takes Next's place): ignore it.
          onClick={(event) => event.detail > 1 && event.preventDefault()}
        >
          <SendIcon aria-hidden="true" />
          {isSubmitting ? "Submitting..." : "Submit"}
        </Button>
      )}
    </CardFooter>
  );
}
