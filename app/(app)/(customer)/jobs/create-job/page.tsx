import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { JobWizard } from "@/components/job-wizard/job-wizard";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { listVehicleMakes } from "@/lib/catalogue/catalogue-queries";
import { getCustomerProfile } from "@/lib/jobs/queries/customer-profile";

export const metadata: Metadata = { title: "Create Job" };

export default async function CreateJobPage() {
  const db = await getDb();
  const actor = await currentActor();
  const [profile, makes] = await Promise.all([getCustomerProfile(db, actor), listVehicleMakes(db)]);
  return (
    <>
      <PageHeader title="Create Job" subtitle="Request a vehicle transport: one job per vehicle." />
      <JobWizard
        userId={actor.id}
        profile={{ company_name: profile.company_name, username: profile.username }}
        makes={makes.map((m) => ({ id: m.id, make: m.make, models: m.models }))}
      />
    </>
  );
}
