import type { SavedAddress } from "@/components/addresses/address-api";
import { PageHeader } from "@/components/shell/page-header";
import type { NotificationPreference } from "@/lib/notifications/preferences";
import { NotificationPreferencesForm } from "./lazy-settings-forms";
import { ProfileCard, type CustomerProfile } from "./profile-card";
import { SavedAddresses } from "./saved-addresses";

type CustomerSettingsProps = {
  profile: CustomerProfile;
  addresses: { rows: SavedAddress[]; total: number; limit: number };
  preferences: NotificationPreference[];
};

/** /setting for customers: the company's saved addresses and the user's profile (DECISIONS.md "Settings"). */
export function CustomerSettings({ profile, addresses, preferences }: CustomerSettingsProps) {
  return (
    <>
      <PageHeader title="Settings" subtitle="Your company's saved addresses, your profile and your e-mails." />
      <div className="grid grid-cols-1 gap-6">
        <ProfileCard profile={profile} />
        <SavedAddresses rows={addresses.rows} total={addresses.total} limit={addresses.limit} />
        <NotificationPreferencesForm preferences={preferences} />
      </div>
    </>
  );
}
