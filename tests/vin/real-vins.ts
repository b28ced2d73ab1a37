import type { FuelType } from "@/lib/vehicles/fuel-types";

/**
 * Real VINs of cars sold in the US, from the regression fixtures of @cardog/corgi
 * (github.com/cardog-ai/corgi, test/fixtures.ts), with what NHTSA's vPIC says of them.
 */
export type RealVin = { vin: string; year: number; make: string; model: string; fuelType: FuelType | null };

export const REAL_VINS: readonly RealVin[] = [
  { vin: "1FTFW1E59NKD69096", year: 2022, make: "Ford", model: "F-150", fuelType: "Gas" },
  { vin: "1FT8W3BT0REF19088", year: 2024, make: "Ford", model: "F-350", fuelType: "Diesel" },
  { vin: "1FT6W7L77SWG24842", year: 2025, make: "Ford", model: "F-150", fuelType: "Electric" },
  { vin: "3GNKBHR47NS184058", year: 2022, make: "Chevrolet", model: "Blazer", fuelType: "Gas" },
  { vin: "3GNKDCRJ7RS147570", year: 2024, make: "Chevrolet", model: "Blazer", fuelType: "Electric" },
  { vin: "1G1YC2D47T5102754", year: 2026, make: "Chevrolet", model: "Corvette", fuelType: "Gas" },
  { vin: "2HKRW2H20NH207506", year: 2022, make: "Honda", model: "CR-V", fuelType: "Gas" },
  { vin: "2HGFE4F86SH011469", year: 2025, make: "Honda", model: "Civic", fuelType: "Gas" },
  { vin: "3TYLB5JN8TT109813", year: 2026, make: "Toyota", model: "Tacoma", fuelType: "Gas" },
  { vin: "2T3B1RFV0SC582226", year: 2025, make: "Toyota", model: "RAV4", fuelType: null },
  { vin: "5UXWX9C58F0D45921", year: 2015, make: "BMW", model: "X3", fuelType: null },
  { vin: "KM8HACAB5SU275906", year: 2025, make: "Hyundai", model: "Kona", fuelType: "Gas" },
  { vin: "1C4RJKBG0S8730795", year: 2025, make: "Jeep", model: "Grand Cherokee L", fuelType: "Gas" },
  { vin: "3KPF54AD7ME321714", year: 2021, make: "Kia", model: "Forte", fuelType: "Gas" },
  { vin: "JM3KFBCM8P0225916", year: 2023, make: "Mazda", model: "CX-5", fuelType: "Gas" },
  { vin: "W1N0G8EB1MV319798", year: 2021, make: "Mercedes-Benz", model: "GLC-Class", fuelType: "Gas" },
  { vin: "4JGFD6BB8TB572566", year: 2026, make: "Mercedes-Benz", model: "GLE-Class", fuelType: "Gas" },
  { vin: "5N1AT2MVXLC807279", year: 2020, make: "Nissan", model: "Rogue", fuelType: "Gas" },
  { vin: "1C6SRFETXKN545625", year: 2019, make: "Ram", model: "1500", fuelType: "Gas" },
  { vin: "JF2SLDRC1SH457958", year: 2025, make: "Subaru", model: "Forester", fuelType: "Gas" },
  { vin: "3VV4B7AX5MM144910", year: 2021, make: "Volkswagen", model: "Tiguan", fuelType: "Gas" },
  { vin: "WVWJF7CD8TW190545", year: 2026, make: "Volkswagen", model: "Golf R", fuelType: "Gas" },
  { vin: "2GKFLTEK4H6343592", year: 2017, make: "GMC", model: "Terrain", fuelType: "Gas" },
];
