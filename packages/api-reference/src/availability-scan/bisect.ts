/**
 * The first version of each export, by bisection over a package's versions in ascending order,
 * assuming an export, once added, stays. Versions are indices here; what a version exports comes
 * from `namesAt`, asked at most once per version, so one probe serves every export whose interval
 * it falls in.
 */

/** The names version `index` exports; undefined when its declarations tell nothing (counted as none). */
export type NamesAt = (index: number) => Promise<ReadonlySet<string> | undefined>;

export type Bisection = {
  /** Per name the last version exports: the index of the first version found exporting it. */
  first: Record<string, number>;
  /** Every version looked at, ascending, with what it exports. */
  probed: Array<[index: number, names: ReadonlySet<string> | undefined]>;
};

/** Rounds of bisecting again below a contradicting probe; in practice one or two are needed. */
const MAX_ROUNDS = 20;

const NONE: ReadonlySet<string> = new Set();

export async function bisectFirstVersions(count: number, namesAt: NamesAt): Promise<Bisection> {
  const asked = new Map<number, Promise<ReadonlySet<string> | undefined>>();
  const probe = (index: number) => {
    if (!asked.has(index)) asked.set(index, namesAt(index));
    return asked.get(index)!;
  };
  const probed = () =>
    Promise.all([...asked.keys()].sort((a, b) => a - b).map(async (index) => [index, await probe(index)] as [number, ReadonlySet<string> | undefined]));

  const last = count - 1;
  const first: Record<string, number> = {};
  const pinned = await probe(last);
  if (pinned === undefined || pinned.size === 0) return { first, probed: await probed() };

  // Every name handed to solve(lo, hi) is present at hi and absent at lo - 1.
  const solve = async (lo: number, hi: number, names: readonly string[]): Promise<void> => {
    if (names.length === 0) return;
    if (lo >= hi) {
      for (const name of names) first[name] = hi;
      return;
    }
    const mid = (lo + hi) >> 1;
    const present = (await probe(mid)) ?? NONE;
    await Promise.all([
      solve(
        lo,
        mid,
        names.filter((name) => present.has(name)),
      ),
      solve(
        mid + 1,
        hi,
        names.filter((name) => !present.has(name)),
      ),
    ]);
  };
  const base = (await probe(0)) ?? NONE;
  for (const name of pinned) if (base.has(name)) first[name] = 0;
  await solve(
    1,
    last,
    [...pinned].filter((name) => !base.has(name)),
  );

  // A name removed and later re-added can send the bisection to the re-addition. When a version
  // probed below the first found has the name, bisect again below that version (the name is absent
  // from the first version, so the invariant holds), until no probe contradicts.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const seen = await probed();
    const again = new Map<number, string[]>();
    for (const [name, index] of Object.entries(first)) {
      const earlier = seen.find(([probedIndex, names]) => probedIndex < index && names?.has(name));
      if (earlier) again.set(earlier[0], [...(again.get(earlier[0]) ?? []), name]);
    }
    if (again.size === 0) break;
    await Promise.all([...again].map(([hi, names]) => solve(1, hi, names)));
  }
  return { first, probed: await probed() };
}

export type Contradiction = { missingIn?: number[]; presentEarlierIn?: number[] };

/**
 * The names whose "once added, stays" the probes contradict: missing from a later version, or
 * present in an earlier one. Versions without declarations tell nothing and are skipped.
 */
export function contradictions({ first, probed }: Bisection): Record<string, Contradiction> {
  const found: Record<string, Contradiction> = {};
  for (const [name, index] of Object.entries(first)) {
    const missingIn: number[] = [];
    const presentEarlierIn: number[] = [];
    for (const [probedIndex, names] of probed) {
      if (names === undefined) continue;
      if (probedIndex > index && !names.has(name)) missingIn.push(probedIndex);
      if (probedIndex < index && names.has(name)) presentEarlierIn.push(probedIndex);
    }
    if (missingIn.length > 0 || presentEarlierIn.length > 0) {
      found[name] = { ...(missingIn.length > 0 ? { missingIn } : {}), ...(presentEarlierIn.length > 0 ? { presentEarlierIn } : {}) };
    }
  }
  return found;
}
