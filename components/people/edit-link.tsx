import { PencilIcon } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";

/** The Actions column's edit icon (a real link, named for screen readers). */
export function EditLink({ href, label }: { href: string; label: string }) {
  return (
    <ButtonLink href={href} aria-label={label} title={label} variant="ghost" size="icon" className="size-8">
      <PencilIcon aria-hidden="true" className="size-4" />
    </ButtonLink>
  );
}
