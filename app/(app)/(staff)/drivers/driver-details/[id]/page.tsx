import { LocalTime } from "@/components/ui/local-time";
import type { Metadata } from "next";
import { PencilIcon } from "lucide-react";
import Link from "next/link";
import { getDb } from "@/db/client";
import { PayRuleForm } from "@/components/pay/lazy-pay-forms";
import { ListCard } from "@/components/people/list-card";
import { readPayRule } from "@/lib/pay/pay-rules";
import { DriverAvatar } from "@/components/drivers/driver-avatar";
import { DRIVER_DETAIL_LABELS, DRIVER_TRAIL } from "@/components/people/detail-labels";
import { DetailsCard } from "@/components/people/details-card";
import { Trail } from "@/components/people/trail";
import { ActiveSwitch } from "@/components/ui/active-switch";
import { ButtonLink } from "@/components/ui/button-link";
import { formatPhone } from "@/lib/format/phone";
import { getDriverDetails } from "@/lib/drivers/driver-queries";
import { orNotFound } from "@/lib/routing/query-param";
import { routeId } from "@/lib/routing/route-id";
import { currentActor } from "@/components/shell/current-actor";

export const metadata: Metadata = { title: "Driver Details" };

export default async function DriverDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  const db = await getDb();
  const driver = await orNotFound(getDriverDetails(db, actor, await routeId(params)));
  const payRule = await readPayRule(db, actor, driver.id);
  const [email, phone, createdBy, registered, updated, note] = DRIVER_DETAIL_LABELS;

  return (
    <>
      <Trail items={DRIVER_TRAIL} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <DriverAvatar src={driver.profile_picture} name={driver.name} className="size-16" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{driver.name}</h1>
            <p className="text-sm text-muted-foreground">Driver</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ActiveSwitch
            checked={driver.active_status === "active"}
            update={{ path: "admin/update-driver-details", body: { driverId: driver.id }, field: "active_status", valueAs: "status" }}
            className="mr-2"
          />
          <ButtonLink href={`/drivers/add-driver?mode=edit&driverId=${driver.id}`} variant="outline">
            <PencilIcon aria-hidden="true" />
            Edit
          </ButtonLink>
        </div>
      </div>
      <DetailsCard
        items={[
          { label: email, value: driver.email },
          { label: phone, value: formatPhone(driver.phone) },
          { label: createdBy, value: driver.referred_by },
          { label: registered, value: <LocalTime value={driver.createdAt} format="date" /> },
          { label: updated, value: <LocalTime value={driver.updatedAt} format="date" /> },
          { label: note, value: driver.note, wide: true },
        ]}
      />
      <div className="mt-6">
        <ListCard title="Pay">
          <p className="px-2 pt-2 text-sm text-muted-foreground">
            {payRule.text}.{" "}
            <Link className="text-primary underline underline-offset-4" href={`/drivers/pay?driver_id=${driver.id}`}>
              Pay statements
            </Link>
          </p>
          <PayRuleForm driverId={driver.id} kind={payRule.kind} rate={payRule.rate} />
        </ListCard>
      </div>
    </>
  );
}
