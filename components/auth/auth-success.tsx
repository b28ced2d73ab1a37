"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CircleCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type AuthSuccessProps = {
  title: string;
  text: string;
  /** Where Continue goes. */
  href: string;
};

/** The confirmation that replaces a password form once the server has accepted it. */
export function AuthSuccess({ title, text, href }: AuthSuccessProps) {
  const router = useRouter();
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  // The form the user was in has gone: put focus where the news is.
  React.useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheckIcon className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1.5">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          {title}
        </h1>
        <p role="status" className="text-sm text-muted-foreground">
          {text}
        </p>
      </div>
      <Button type="button" size="lg" className="mt-2 h-11 w-full" onClick={() => router.push(href)}>
        Continue
      </Button>
    </div>
  );
}
