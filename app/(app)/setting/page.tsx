import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { StaffSettings } from "@/components/catalogue/staff-settings";
import { CustomerSettings } from "@/components/settings/customer-settings";
import { currentActor } from "@/components/shell/current-actor";
import { listAddressesFor } from "@/lib/addresses/address-queries";
import { getCustomerProfile } from "@/lib/jobs/queries/customer-profile";
import { preferencesOf } from "@/lib/notifications/preferences";
import { listParams } from "@/lib/routing/list-params";
import { carrierSettingsForStaff } from "@/lib/settings/carrier-settings";

export const metadata: Metadata = { title: "Settings" };

type SettingsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Staff: the vehicle catalogue, the carrier settings, messages and webhooks. Customers: saved addresses and profile. Everyone: e-mail notifications. */
export default async function SettingsPage({ searchParams }: SettingsPageProps) {
  const actor = await currentActor();
  const db = await getDb();
  if (actor.role !== "customer") {
    const [preferences, carrier] = await Promise.all([preferencesOf(db, actor), carrierSettingsForStaff(db, actor)]);
    return <StaffSettings preferences={preferences} carrier={carrier} />;
  }
  const { page, limit, search } = listParams(await searchParams);
  const [profile, addresses, preferences] = await Promise.all([
    getCustomerProfile(db, actor),
    listAddressesFor(db, actor, { page, limit, search }),
    preferencesOf(db, actor),
  ]);
  return (
    <CustomerSettings
      profile={{ username: profile.username, email: profile.email, phone_number: profile.phone_number, company_name: profile.company_name }}
      addresses={{
        rows: addresses.rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row),
        total: addresses.total,
        limit: addresses.limit,
      }}
      preferences={preferences}
    />
  );
}
