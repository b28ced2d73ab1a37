import type { OpenedDriverPage, Serialized } from "./load-driver-page";
import type { DriverPage } from "./paths";
import type { DriverExpense } from "@/lib/expenses/queries";
import type { DriverTripDocuments } from "./queries/driver-documents";

/**
 * What a screen of the driver's pages is drawn from: the opened page, the trip documents on their
 * step, and the link's expenses once checked in (null before).
 */
export type ScreenProps = OpenedDriverPage & {
  documents: Serialized<DriverTripDocuments> | null;
  expenses: Serialized<DriverExpense>[] | null;
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
