// VIN decoding rules beyond the VIN itself: which of our makes a WMI belongs to, and which of our
// vehicle rows a decoder's model and engine describe. Pure (data comes in as arguments) so the
// judgement calls are unit-tested; the server lookup (vin-lookup.ts) feeds it vehicles.json and the
// NHTSA decoder's answer.
//
// Decisions:
// - Make comes from the WMI in our own data. A WMI shared by several makes (1C4: Chrysler, Dodge,
//   Jeep, Ram) is settled by the make that sells the decoded model, then by the decoder's make;
//   the decoder's make alone is used only when our data has no such WMI. This is what keeps a Jeep
//   from coming back as a Dodge.
// - Model names are compared without case, spaces or punctuation ("F150" = "F-150"), and a
//   decoder's bare "3" matches our "Mazda3". No fuzzy guessing beyond that: a wrong exact-fit
//   vehicle is worse than asking the shopper for the engine.
// - Engines: the decoder's facts (fuel, cylinders, displacement) must agree with our engine name
//   ("1.8L I4 Hybrid"). A displacement read from an engine code (Honda R18Z1, Nissan QR25DE) is a
//   guess, so it only narrows when some candidate has it. Exactly one survivor is a match; several
//   or none leave the shopper to choose (the finder is pre-filled).

export type MakeData = { name: string; slug: string; wmi?: string[]; models: { name: string; slug: string }[] };

/** The decoder's answer, reduced to what matching uses (all optional: decoders know little of some VINs). */
export type DecodedFacts = {
  make?: string;
  model?: string;
  fuel?: string;
  cylinders?: number;
  displacement?: number;
  engineCode?: string;
};

export type EngineSpec = { displacement: number | null; cylinders: number | null; electric: boolean; hybrid: boolean; diesel: boolean };

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Our makes whose WMI list holds this WMI, in data order. */
export function makesForWmi(wmi: string, makes: readonly MakeData[]): MakeData[] {
  const code = wmi.toUpperCase();
  return makes.filter((m) => m.wmi?.includes(code));
}

/** Our model of `make` that the decoder's model name means, or null. */
export function matchModel<M extends { name: string; slug: string }>(
  decoded: string | undefined,
  makeName: string,
  models: readonly M[],
): M | null {
  if (!decoded) return null;
  const d = squash(decoded);
  if (!d) return null;
  const exact = models.find((m) => squash(m.name) === d || m.slug.replace(/-/g, '') === d);
  if (exact) return exact;
  const prefixed = models.find((m) => squash(m.name) === squash(makeName) + d);
  return prefixed ?? null;
}

/** The make a VIN belongs to: see the header for the order of evidence. */
export function decideMake(wmi: string, decoded: DecodedFacts, makes: readonly MakeData[]): MakeData | null {
  const byWmi = makesForWmi(wmi, makes);
  if (byWmi.length === 1) return byWmi[0];
  const byName = (name: string | undefined, among: readonly MakeData[]) =>
    name ? (among.find((m) => squash(m.name) === squash(name)) ?? null) : null;
  if (byWmi.length > 1) {
    const sellsModel = byWmi.filter((m) => matchModel(decoded.model, m.name, m.models));
    if (sellsModel.length === 1) return sellsModel[0];
    return byName(decoded.make, sellsModel.length ? sellsModel : byWmi) ?? sellsModel[0] ?? byWmi[0];
  }
  return byName(decoded.make, makes);
}

/** What our engine names say: "2.0L I4 Turbo Hybrid", "3.5L V6 Diesel", "Electric". */
export function engineSpec(name: string): EngineSpec {
  const litres = /(\d+(?:\.\d+)?)\s*L\b/i.exec(name);
  const cyl = /\b[IVHWB](\d{1,2})\b/.exec(name);
  return {
    displacement: litres ? Number(litres[1]) : null,
    cylinders: cyl ? Number(cyl[1]) : null,
    electric: /electric/i.test(name) && !litres,
    hybrid: /hybrid/i.test(name),
    diesel: /diesel/i.test(name),
  };
}

/** A displacement guessed from an engine code such as R18Z1, K24W7, QR25DE or "1.4 TSI", or null. */
export function displacementFromCode(code: string | undefined): number | null {
  if (!code) return null;
  const litres = /\b(\d\.\d)\b/.exec(code);
  if (litres) return Number(litres[1]);
  const honda = /^[A-Z]{1,2}(\d)(\d)[A-Z]/.exec(code.trim().toUpperCase());
  return honda ? Number(`${honda[1]}.${honda[2]}`) : null;
}

const sameLitres = (a: number, b: number) => Math.abs(Math.round(a * 10) - Math.round(b * 10)) === 0;

/**
 * Our engines (names) for one year, make and model that agree with the decoder's facts.
 * Facts the decoder states are binding; guesses only narrow when something survives them.
 */
export function matchEngines(engines: readonly string[], facts: DecodedFacts): string[] {
  let left = [...engines];
  const spec = (e: string) => engineSpec(e);
  const fuel = facts.fuel?.toLowerCase() ?? '';
  const narrow = (keep: (e: string) => boolean, binding: boolean) => {
    const next = left.filter(keep);
    if (binding || next.length) left = next;
  };
  if (fuel.includes('electric') && !fuel.includes('hybrid') && !fuel.includes('gasoline')) narrow((e) => spec(e).electric, true);
  else if (fuel) narrow((e) => !spec(e).electric, true);
  if (fuel.includes('diesel')) narrow((e) => spec(e).diesel, true);
  else if (fuel.includes('gasoline') || fuel.includes('hybrid')) narrow((e) => !spec(e).diesel, true);
  if (fuel.includes('hybrid')) narrow((e) => spec(e).hybrid, false);
  else if (fuel.includes('gasoline') || fuel.includes('diesel')) narrow((e) => !spec(e).hybrid, false);
  if (facts.cylinders) narrow((e) => spec(e).cylinders === facts.cylinders, true);
  if (facts.displacement) narrow((e) => spec(e).displacement !== null && sameLitres(spec(e).displacement!, facts.displacement!), true);
  else {
    const guess = displacementFromCode(facts.engineCode);
    if (guess) narrow((e) => spec(e).displacement !== null && sameLitres(spec(e).displacement!, guess), false);
  }
  return left;
}
