import Link from "next/link";
import { PencilIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";

/** The Actions column's edit icon (a real link, named for screen readers). */
export function EditLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} aria-label={label} title={label} className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8")}>
      <PencilIcon aria-hidden="true" className="size-4" />
    </Link>
  );
}
