import { describe, expect, it } from "vitest";
import { draftKey, hasContent, parseDraft, readDraft, saveDraft } from "./wizard-draft";
import { DEFAULT_VALUES, EMPTY_VEHICLE, type WizardValues } from "./wizard-model";

/** A Map behind the Storage interface, as the browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const filled: WizardValues = {
  ...DEFAULT_VALUES,
  pickup_date: "2026-12-01",
  pickup_time: "10:00",
  time_priority: "both",
  pickup_location: "1500 Marilla St, Dallas, TX",
  pickup_latitude: 32.77,
  pickup_longitude: -96.79,
  deliver_washed: true,
  vehicle_details: [{ year: "2024", make: "Toyota", model: "Camry", vinNumber: "1HGCM82633A004352", fueltype: "Gas", PO_number: "PO-1" }],
  vehicle: { ...EMPTY_VEHICLE, make: "Honda" },
};

describe("the wizard's draft", () => {
  it("comes back as it was saved, step included, for its user only", () => {
    const storage = memoryStorage();
    saveDraft(storage, 7, { values: filled, step: 3 });
    expect(readDraft(storage, 7)).toEqual({ values: filled, step: 3 });
    expect(readDraft(storage, 8)).toBeNull();
    expect(storage.getItem(draftKey(8))).toBeNull();
  });

  it("is not kept while the wizard is empty, and an emptied wizard removes it", () => {
    const storage = memoryStorage();
    saveDraft(storage, 7, { values: DEFAULT_VALUES, step: 1 });
    expect(storage.length).toBe(0);
    saveDraft(storage, 7, { values: filled, step: 2 });
    saveDraft(storage, 7, { values: { ...DEFAULT_VALUES, vehicle: { ...EMPTY_VEHICLE } }, step: 2 });
    expect(storage.getItem(draftKey(7))).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["null", "null"],
    ["an array", "[]"],
    ["no values", JSON.stringify({ step: 2 })],
    ["only empty values", JSON.stringify({ values: DEFAULT_VALUES, step: 2 })],
  ])("reads %s as no draft", (_, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });

  it("takes each stored field only with its own type, and a step within the six", () => {
    const draft = parseDraft(
      JSON.stringify({
        step: 42,
        values: {
          pickup_date: "2026-12-01",
          pickup_time: 10,
          pickup_latitude: "32.7",
          time_priority: "always",
          deliver_full: "yes",
          vehicle_details: [{ make: "Ford", year: 2020 }, "junk"],
          vehicle: null,
          password: "secret",
        },
      }),
    );
    expect(draft).toEqual({
      step: 6,
      values: {
        ...DEFAULT_VALUES,
        pickup_date: "2026-12-01",
        vehicle_details: [{ ...EMPTY_VEHICLE, make: "Ford" }],
      },
    });
    expect(parseDraft(JSON.stringify({ step: 0, values: { driver_notes: "Gate code 12" } }))?.step).toBe(1);
  });

  it("counts any entered field as content, the vehicle being filled in too", () => {
    expect(hasContent(DEFAULT_VALUES)).toBe(false);
    expect(hasContent({ ...DEFAULT_VALUES, send_driver_contact_info: true })).toBe(true);
    expect(hasContent({ ...DEFAULT_VALUES, vehicle: { ...EMPTY_VEHICLE, vinNumber: "1HG" } })).toBe(true);
    expect(hasContent({ ...DEFAULT_VALUES, dropoff_latitude: 29.7 })).toBe(true);
  });

  it("survives a storage that refuses", () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    } as Storage;
    expect(() => saveDraft(refusing, 7, { values: filled, step: 1 })).not.toThrow();
    expect(readDraft(refusing, 7)).toBeNull();
  });
});
