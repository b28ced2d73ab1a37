import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { AUTH_LINK_CLASS } from "./styles";

// The sign-in forms' plain links, rendered by the server pages and handed to the (client) forms:
// the forms' own code then does not carry next/link a second time.

export function ForgotPasswordLink() {
  return (
    <Link href="/forgot-password" className={`${AUTH_LINK_CLASS} py-2 text-sm`}>
      Forgot Password?
    </Link>
  );
}

export function BackToLoginLink() {
  return (
    <Link href="/login" className={`${AUTH_LINK_CLASS} inline-flex items-center justify-self-center gap-1.5 py-2 text-sm`}>
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to login
    </Link>
  );
}

export function BackToDashboardLink() {
  return (
    <Link href="/dashboard" className={`${AUTH_LINK_CLASS} justify-self-center py-2 text-sm`}>
      Back to dashboard
    </Link>
  );
}
