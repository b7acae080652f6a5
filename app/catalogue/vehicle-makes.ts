import { slugify } from "./slug.ts";

export interface VehicleMake {
  name: string;
  slug: string;
  /** Other spellings people type in sheets and URLs; matched case-insensitively. */
  aliases: readonly string[];
}

function make(name: string, aliases: string[] = []): VehicleMake {
  return { name, slug: slugify(name), aliases };
}

/**
 * The vehicle makes a part can be listed as fitting. It holds the fourteen makes of the home page's
 * "Brands We Support" and the other makes sold in volume in India (docs/decisions/022), in
 * alphabetical order, which is how the "find by vehicle" control lists them.
 */
export const vehicleMakes: readonly VehicleMake[] = [
  make("Audi"),
  make("BMW"),
  make("Fiat"),
  make("Ford"),
  make("Honda"),
  make("Hyundai"),
  make("Jaguar"),
  make("Jeep"),
  make("Kia", ["Kia Motors"]),
  make("Land Rover", ["LR"]),
  make("Mahindra", ["Mahindra & Mahindra", "M&M"]),
  make("Maruti Suzuki", ["Maruti", "Suzuki", "Maruti-Suzuki"]),
  make("Mercedes-Benz", ["Mercedes", "Merc", "Benz"]),
  make("MG", ["MG Motor", "Morris Garages"]),
  make("Mitsubishi"),
  make("Nissan"),
  make("Renault"),
  make("Skoda", ["Škoda"]),
  make("Tata", ["Tata Motors"]),
  make("Toyota"),
  make("Volkswagen", ["VW"]),
  make("Volvo"),
];
