import { DollarSignIcon, MailIcon, WebhookIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { CarrierSettingsForm } from "@/components/settings/lazy-settings-forms";
import { NotificationPreferencesForm } from "@/components/settings/lazy-settings-forms";
import { PageHeader } from "@/components/shell/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { listVehicleMakes } from "@/lib/catalogue/catalogue-queries";
import type { NotificationPreference } from "@/lib/notifications/preferences";
import type { CarrierSettings } from "@/lib/settings/carrier-settings";
import { listUnknownMakes } from "@/lib/vin/unknown-makes";
import { currentActor } from "@/components/shell/current-actor";
import { UnknownMakesCard } from "./unknown-makes-card";
import { VehicleCatalogue } from "./vehicle-catalogue";

/** Settings for admins and superadmins: the vehicle catalogue, the carrier of the bill of lading, their e-mails, and links to the message log and webhooks. */
export async function StaffSettings({ preferences, carrier }: { preferences: NotificationPreference[]; carrier: CarrierSettings }) {
  const db = await getDb();
  const [makes, unknownMakes] = await Promise.all([listVehicleMakes(db), listUnknownMakes(db, await currentActor())]);
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Manage the vehicle catalogue, the carrier's details on the bill of lading, and what the product sends"
        actions={
          <>
            <ButtonLink href="/setting/rates" variant="outline">
              <DollarSignIcon aria-hidden="true" />
              Rates
            </ButtonLink>
            <ButtonLink href="/setting/messages" variant="outline">
              <MailIcon aria-hidden="true" />
              Message log
            </ButtonLink>
            <ButtonLink href="/setting/webhooks" variant="outline">
              <WebhookIcon aria-hidden="true" />
              Webhooks
            </ButtonLink>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <VehicleCatalogue makes={makes} />
        <UnknownMakesCard makes={unknownMakes} />
        <CarrierSettingsForm settings={carrier} />
        <NotificationPreferencesForm preferences={preferences} />
      </div>
    </>
  );
}
