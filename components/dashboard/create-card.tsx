import Link from "next/link";
import { ArrowRightIcon, Building2Icon, CarFrontIcon } from "lucide-react";

/** SPEC.md §2: customers request a job; admins add a company. */
export function CreateCard({ isCustomer }: { isCustomer: boolean }) {
  const { href, title, text, Icon } = isCustomer
    ? { href: "/jobs/create-job", title: "Job Request", text: "Request a new vehicle transport", Icon: CarFrontIcon }
    : { href: "/company/add-company", title: "Company Request", text: "Add a new company and its users", Icon: Building2Icon };
  return (
    <Link
      href={href}
      className="group flex h-full items-center gap-4 rounded-xl border bg-primary p-6 text-primary-foreground shadow-sm transition-colors outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm">{text}</span>
      </span>
      <ArrowRightIcon className="size-5 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}
