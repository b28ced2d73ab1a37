/** A catalogue make as the wizard lists it (lib/catalogue VehicleMakeView). */
export type CatalogueMake = { make: string; models: string[] };

export type CatalogueMatch = {
  /** The catalogue's own spelling, or null when the make is not in the catalogue. */
  make: string | null;
  /** The catalogue's model, or null when the make's models do not include it. */
  model: string | null;
};

/**
 * Other names of a make, each group's first entry the usual one. vPIC and people spell makes
 * differently ("MERCEDES-BENZ", "Mercedes", "Chevy"); a catalogue entry matches a decoded make
 * when both fall in the same group. Case, spaces and punctuation never count.
 */
export const MAKE_ALIASES: readonly (readonly string[])[] = [
  ["Chevrolet", "Chevy"],
  ["Volkswagen", "VW"],
  ["Mercedes-Benz", "Mercedes", "Benz", "MB"],
  ["Alfa Romeo", "Alfa"],
  ["Land Rover", "Range Rover"],
  ["Rolls-Royce", "Rolls"],
  ["Harley-Davidson", "Harley"],
  ["RAM", "Dodge Ram"],
  ["MINI", "Mini Cooper"],
  ["Cadillac", "Caddy"],
  ["Infiniti", "Infinity"],
];

/** "Mercedes-Benz", " mercedes benz " and "MERCEDESBENZ" all give "mercedesbenz". */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const GROUP_OF = new Map<string, string>(
  MAKE_ALIASES.flatMap((group) => group.map((name) => [nameKey(name), nameKey(group[0]!)] as const)),
);

function makeKey(make: string): string {
  const key = nameKey(make);
  return GROUP_OF.get(key) ?? key;
}

export function findCatalogueMake<M extends CatalogueMake>(catalogue: readonly M[], make: string): M | undefined {
  const key = makeKey(make);
  if (!key) return undefined;
  return catalogue.find((entry) => makeKey(entry.make) === key);
}

/**
 * The catalogue model for vPIC's model: the same name ("F150" is "F-150"), else the longest catalogue
 * model that starts the decoded one or that the decoded one starts ("Silverado" in vPIC, "Silverado
 * 1500" in the catalogue), when only one does.
 */
export function findCatalogueModel(models: readonly string[], model: string): string | null {
  const key = nameKey(model);
  if (!key) return null;
  const same = models.find((m) => nameKey(m) === key);
  if (same) return same;
  const near = models.filter((m) => {
    const k = nameKey(m);
    return k.length >= 2 && (key.startsWith(k) || k.startsWith(key));
  });
  return near.length === 1 ? near[0]! : null;
}

export function matchCatalogue(
  catalogue: readonly CatalogueMake[],
  decoded: { make: string | null; model: string | null },
): CatalogueMatch {
  const entry = decoded.make ? findCatalogueMake(catalogue, decoded.make) : undefined;
  if (!entry) return { make: null, model: null };
  return { make: entry.make, model: decoded.model ? findCatalogueModel(entry.models, decoded.model) : null };
}
