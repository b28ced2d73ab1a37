import { displayName } from "@/components/shell/display-name";
import { formatDate } from "@/lib/format/dates";

/** SPEC.md §1: the dashboard greets the user by the username (fallback 'Admin'). */
export function GreetingCard({ username, isCustomer }: { username: string; isCustomer: boolean }) {
  const name = username.trim() ? displayName(username) : "Admin";
  return (
    <div className="flex h-full flex-col justify-center gap-1 rounded-xl border bg-gradient-to-br from-primary/10 via-card to-card p-6 shadow-sm">
      <p className="text-sm text-muted-foreground">Today, {formatDate(new Date())}</p>
      <h1 className="text-2xl font-semibold tracking-tight break-words">Hello, {name}</h1>
      <p className="text-sm text-muted-foreground">
        {isCustomer ? "Track your transport jobs and request new ones." : "Review job requests, assign drivers and keep everything moving."}
      </p>
    </div>
  );
}
