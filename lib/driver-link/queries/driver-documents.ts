import type { DbOrTx } from "@/db/client";
import { getTripDocuments } from "@/lib/jobs/queries/ride-details";
import type { DriverLink } from "../verify-link";

const NO_DOCUMENTS = {
  daily_driver_log: null,
  flight_confirmation: null,
  fuel_receipt: null,
  hotel_receipt: null,
  additional_notes: "",
  other_receipts: "[]",
  updatedAt: null,
};

/** GET driver/fetch-trip-documents: SPEC.md §3 "Trip document" (links; other_receipts as JSON text of [{ location }]). */
export async function getDriverTripDocuments(db: DbOrTx, link: Pick<DriverLink, "jobId" | "isLinkExpired">) {
  const documents = (await getTripDocuments(db, link.jobId)) ?? NO_DOCUMENTS;
  return { ...documents, isLinkExpired: link.isLinkExpired };
}

export type DriverTripDocuments = Awaited<ReturnType<typeof getDriverTripDocuments>>;
