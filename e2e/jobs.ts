import { expect, type APIRequestContext } from "@playwright/test";

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const randomVin = () => Array.from({ length: 17 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join("");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A customer's job request with one vehicle: status submitted with a PO, PO_missing without. */
export async function createJob(request: APIRequestContext, options: { po?: string; token?: string } = {}) {
  const vin = randomVin();
  const side = (prefix: "pickup" | "dropoff", place: { location: string; lat: number; lng: number; name: string }) => ({
    [`${prefix}_location`]: place.location,
    [`${prefix}_latitude`]: place.lat,
    [`${prefix}_longitude`]: place.lng,
    [`${prefix}_business_name`]: place.name,
    [`${prefix}_POC_name`]: "Jane Doe",
    [`${prefix}_POC_phone`]: "2145550100",
    [`${prefix}_additional_note`]: "",
  });
  const response = await request.post("/api/v1/customer/create-job", {
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : undefined,
    data: {
      pickup_date: inDays(3),
      pickup_time: "10:00",
      dropoff_date: inDays(5),
      dropoff_time: "14:00",
      time_relaxation: false,
      ...side("pickup", { location: "1500 Marilla St, Dallas, TX 75201", lat: 32.7763, lng: -96.7969, name: "Lone Star Auto Auction" }),
      ...side("dropoff", { location: "501 Broadway, Nashville, TN 37203", lat: 36.1606, lng: -86.7781, name: "Music City Motors" }),
      deliver_washed: false,
      deliver_full: false,
      send_driver_contact_info: false,
      vehicle_details: [
        { year: new Date().getUTCFullYear(), make: "Toyota", model: "Camry", vinNumber: vin, fueltype: "Gas", PO_number: options.po ?? "" },
      ],
      empire_notes: "",
      driver_notes: "",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return { id: data[0]!.id, vin };
}
