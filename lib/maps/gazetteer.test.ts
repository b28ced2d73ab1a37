import { beforeAll, describe, expect, it } from "vitest";
import { decodeCities } from "./cities-pbf";
import { createGazetteer, describeNearest, getGazetteer, loadPlaces, readAddress, type Place } from "./gazetteer";

let nextId = 1;
const place = (name: string, country: string, adminCode: string, latitude: number, longitude: number, population: number): Place => ({
  id: String(nextId++),
  name,
  country,
  adminCode,
  latitude,
  longitude,
  population,
});

const PLACES: Place[] = [
  place("Springfield", "US", "IL", 39.80172, -89.64371, 116565),
  place("Springfield", "US", "MO", 37.21533, -93.29824, 166810),
  place("Springfield", "US", "MA", 42.10148, -72.58981, 154341),
  place("Springfield Gardens", "US", "NY", 40.66312, -73.76221, 200000),
  place("West Springfield", "US", "MA", 42.107, -72.62037, 28391),
  place("Springfielder", "US", "OH", 40, -83, 1200),
  place("Paris", "FR", "11", 48.85341, 2.3488, 2138551),
  place("Paris", "US", "TX", 33.66094, -95.55551, 24782),
  place("Villeparisis", "FR", "11", 48.94208, 2.61463, 23931),
  place("London", "GB", "ENG", 51.50853, -0.12574, 7556900),
  place("London", "CA", "08", 42.98339, -81.23304, 346765),
  place("New London", "US", "CT", 41.35565, -72.09952, 27179),
  place("São Paulo", "BR", "27", -23.5475, -46.63611, 10021295),
  place("Mumbai", "IN", "16", 19.07283, 72.88261, 12691836),
  place("Singapore", "SG", "00", 1.28967, 103.85007, 3547809),
];
const gazetteer = createGazetteer(PLACES);
const addresses = (query: string, limit?: number) => gazetteer.searchPlaces(query, limit).map((m) => m.address);

describe("searchPlaces ranking", () => {
  it.each([
    // Exact names first (by population), then prefixes, then substrings.
    [
      "springfield",
      [
        "Springfield, MO, USA",
        "Springfield, MA, USA",
        "Springfield, IL, USA",
        "Springfield Gardens, NY, USA",
        "Springfielder, OH, USA",
        "West Springfield, MA, USA",
      ],
    ],
    ["Paris", ["Paris, France", "Paris, TX, USA", "Villeparisis, France"]],
    ["london", ["London, United Kingdom", "London, Canada", "New London, CT, USA"]],
    ["sao paulo", ["São Paulo, Brazil"]],
    ["SÃO PAULO", ["São Paulo, Brazil"]],
    ["nowhere", []],
    ["   ", []],
  ])("%j -> %j", (query, expected) => {
    expect(addresses(query)).toEqual(expected);
  });

  it("honours the limit", () => {
    expect(addresses("springfield", 2)).toEqual(["Springfield, MO, USA", "Springfield, MA, USA"]);
  });
});

describe("searchPlaces address forms", () => {
  it.each([
    ["Springfield, IL", ["Springfield, IL, USA"]],
    ["Springfield, Illinois", ["Springfield, IL, USA"]],
    ["springfield, il, usa", ["Springfield, IL, USA"]],
    ["Paris, TX", ["Paris, TX, USA"]],
    ["Paris, France", ["Paris, France", "Villeparisis, France"]],
    ["London, UK", ["London, United Kingdom"]],
    ["London, England", ["London, United Kingdom"]],
    [
      "221B Baker Street, London",
      ["221B Baker Street, London, United Kingdom", "221B Baker Street, London, Canada", "221B Baker Street, New London, CT, USA"],
    ],
    ["12 Main St, Springfield, IL", ["12 Main St, Springfield, IL, USA"]],
    ["Apt 4, 12 Main St, Springfield, IL, USA", ["Apt 4, 12 Main St, Springfield, IL, USA"]],
    // A last part naming no known region is kept in the address, not used as a filter.
    ["Mumbai, Maharashtra", ["Mumbai, Maharashtra, India"]],
    // A street followed by a city that is also a country name.
    ["1 Raffles Place, Singapore", ["1 Raffles Place, Singapore, Singapore"]],
  ])("%j -> %j", (query, expected) => {
    expect(addresses(query)).toEqual(expected);
  });

  it("answers coordinates and population with each match", () => {
    expect(gazetteer.searchPlaces("12 Main St, Springfield, IL")[0]).toMatchObject({
      name: "Springfield",
      latitude: 39.80172,
      longitude: -89.64371,
      population: 116565,
    });
  });
});

describe("readAddress", () => {
  const isRegion = (folded: string) => ["il", "usa", "france"].includes(folded);
  it.each([
    ["Springfield", [{ street: null, city: "Springfield", qualifiers: [], extra: [] }]],
    [
      "Main St, Springfield, IL",
      [
        { street: "Main St", city: "Springfield", qualifiers: ["IL"], extra: [] },
        { street: "Main St, Springfield", city: "IL", qualifiers: [], extra: [] },
        { street: null, city: "Main St", qualifiers: ["IL"], extra: ["Springfield"] },
      ],
    ],
  ])("%j", (text, readings) => {
    expect(readAddress(text, isRegion)).toEqual(readings);
  });
});

describe("nearestPlace", () => {
  it.each([
    [{ lat: 39.78, lng: -89.65 }, "Springfield", "IL", 2.5],
    [{ lat: 48.86, lng: 2.35 }, "Paris", "11", 0.8],
    [{ lat: 51.5, lng: -0.1 }, "London", "ENG", 2.1],
    [{ lat: 1.3, lng: 103.9 }, "Singapore", "00", 5.7],
  ])("%o -> %s, %s", (point, name, adminCode, km) => {
    const nearest = gazetteer.nearestPlace(point.lat, point.lng);
    expect(nearest?.place).toMatchObject({ name, adminCode });
    expect(nearest?.distanceKm).toBeCloseTo(km, 0);
  });

  it("is null with no places", () => {
    expect(createGazetteer([]).nearestPlace(0, 0)).toBeNull();
  });

  it("crosses the antimeridian", () => {
    const g = createGazetteer([place("East", "FJ", "", 0, 179.9, 5000), place("Far", "XX", "", 0, 170, 5000)]);
    expect(g.nearestPlace(0, -179.9)?.place.name).toBe("East");
  });
});

describe("describeNearest", () => {
  it.each([
    ["Springfield", "US", "IL", 2.14, "2.1 km from Springfield, IL"],
    ["Paris", "FR", "11", 0.8, "0.8 km from Paris, France"],
    ["London", "GB", "ENG", 123.4, "123 km from London, United Kingdom"],
  ])("%s", (name, country, adminCode, distanceKm, text) => {
    expect(describeNearest({ place: place(name, country, adminCode, 0, 0, 1000), distanceKm })).toBe(text);
  });
});

describe("decodeCities", () => {
  // Hand-encoded like the package's build script: length-prefixed messages, deltas for coordinates.
  const varint = (n: number) => {
    const out: number[] = [];
    while (n >= 0x80) {
      out.push((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    out.push(n);
    return out;
  };
  const zigzag = (n: number) => (n < 0 ? -n * 2 - 1 : n * 2);
  const text = (tag: number, s: string) => {
    const bytes = [...new TextEncoder().encode(s)];
    return [tag * 8 + 2, ...varint(bytes.length), ...bytes];
  };
  const message = (fields: number[]) => [...varint(fields.length), ...fields];

  it("reads names, codes, population and delta-coded coordinates", () => {
    const bytes = new Uint8Array([
      ...message([
        8,
        ...varint(zigzag(42)),
        ...text(2, "Zürich"),
        ...text(3, "CH"),
        ...text(7, "PPLA"),
        ...text(8, "ZH"),
        72,
        ...varint(341730),
        80,
        ...varint(zigzag(854832)),
        88,
        ...varint(zigzag(4737667)),
      ]),
      ...message([
        8,
        ...varint(zigzag(43)),
        ...text(2, "Quito"),
        ...text(3, "EC"),
        80,
        ...varint(zigzag(-7851498 - 854832)),
        88,
        ...varint(zigzag(-22985 - 4737667)),
      ]),
    ]);
    expect(decodeCities(bytes)).toEqual([
      { id: 42, name: "Zürich", country: "CH", adminCode: "ZH", population: 341730, latitude: 47.37667, longitude: 8.54832 },
      { id: 43, name: "Quito", country: "EC", adminCode: "", population: 0, latitude: -0.22985, longitude: -78.51498 },
    ]);
  });
});

describe("the packaged gazetteer", () => {
  let places: Place[] = [];
  beforeAll(() => {
    places = loadPlaces();
  });

  it("loads the cities of at least 1000 people", () => {
    expect(places.length).toBeGreaterThan(100_000);
    expect(places.every((p) => p.population >= 1000)).toBe(true);
  });

  it("finds real cities quickly", () => {
    const g = getGazetteer();
    g.searchPlaces("warm up");
    const started = performance.now();
    const [springfield] = g.searchPlaces("500 E Monroe St, Springfield, IL", 5);
    const [albuquerque] = g.searchPlaces("Albuquerque", 5);
    const elapsed = performance.now() - started;
    expect(springfield).toMatchObject({ name: "Springfield", address: "500 E Monroe St, Springfield, IL, USA" });
    expect(springfield.latitude).toBeCloseTo(39.8, 1);
    expect(albuquerque).toMatchObject({ address: "Albuquerque, NM, USA" });
    expect(elapsed).toBeLessThan(1000);
  });

  it("finds the same nearest place as a full scan", () => {
    const g = getGazetteer();
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 60; i++) {
      const lat = -60 + random() * 130;
      const lng = -180 + random() * 360;
      const cosLat = Math.cos((lat * Math.PI) / 180);
      let best = places[0];
      let bestDistance = Infinity;
      for (const p of places) {
        let dLng = Math.abs(p.longitude - lng);
        if (dLng > 180) dLng = 360 - dLng;
        const distance = Math.hypot(p.latitude - lat, dLng * cosLat);
        if (distance < bestDistance) [best, bestDistance] = [p, distance];
      }
      expect(g.nearestPlace(lat, lng)?.place.id, `${lat},${lng}`).toBe(best.id);
    }
  });

  it("names the town near a point", () => {
    const nearest = getGazetteer().nearestPlace(39.78, -89.65);
    expect(nearest && describeNearest(nearest)).toMatch(/^\d+(\.\d)? km from .+, IL$/);
  });
});
