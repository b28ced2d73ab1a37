import type { OpenedDriverPage, Serialized } from "./load-driver-page";
import type { DriverPage } from "./paths";
import type { DriverExpense } from "@/lib/expenses/queries";
import type { DriverPickupStop } from "@/lib/pickup-arrivals/pickup-stop";
import type { DriverTripDocuments } from "./queries/driver-documents";

/**
 * What a screen of the driver's pages is drawn from: the opened page, the trip documents on their
 * step, the link's expenses once checked in (null before), and the pickup's waiting clock and open
 * "Can't pick up" report on Ride details before check-in (null elsewhere).
 */
export type ScreenProps = OpenedDriverPage & {
  documents: Serialized<DriverTripDocuments> | null;
  expenses: Serialized<DriverExpense>[] | null;
  pickupStop: Serialized<DriverPickupStop> | null;
};

/** Everything a driver page is rendered from, on the server and again in the browser (as JSON). */
export type DriverView = {
  page: DriverPage;
  /** The Google Maps key as the server runs (maps-config.tsx), or null: the offline map. */
  mapsApiKey: string | null;
  screen: ScreenProps | { ok: false; status: number; message: string };
};

/** Where a driver page's HTML keeps its data and its rendered tree (the server writes, the client reads). */
export const VIEW_ELEMENT_ID = "driver-view";
export const ROOT_ELEMENT_ID = "driver-root";
