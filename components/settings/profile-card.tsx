import { KeyRoundIcon } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPhone } from "@/lib/format/phone";

export type CustomerProfile = { username: string; email: string; phone_number: string | null; company_name: string };

/** The signed-in customer's own details (read-only) and the way to change the password. */
export function ProfileCard({ profile }: { profile: CustomerProfile }) {
  const rows = [
    { label: "Name", value: profile.username },
    { label: "E-mail", value: profile.email },
    { label: "Phone", value: formatPhone(profile.phone_number) },
    { label: "Company", value: profile.company_name },
  ];
  return (
    <Card role="region" aria-labelledby="profile-title">
      <CardHeader className="max-sm:grid-cols-1!">
        <CardTitle id="profile-title" role="heading" aria-level={2}>
          Profile
        </CardTitle>
        <CardDescription>Your details are managed by your account administrator.</CardDescription>
        <CardAction className="col-start-1 row-span-1 row-start-3 justify-self-start pt-2 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:justify-self-end sm:pt-0">
          <ButtonLink href="/reset-password" variant="outline">
            <KeyRoundIcon aria-hidden="true" />
            Change password
          </ButtonLink>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
              <dd className="text-sm break-words">{row.value || "-"}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
