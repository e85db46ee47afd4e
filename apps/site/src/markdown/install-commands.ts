/**
 * One `npm install` command in the other package managers' words, so a page writes it once (as npm)
 * and readers see the command of the tool they use. Only what maps one to one is converted: a line
 * with any other flag, or anything but `npm i`/`npm install`, leaves the block as it was written.
 */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

type Flag = 'dev' | 'exact';

/** npm's spellings of the flags that have an equivalent everywhere. */
const NPM_FLAGS: Record<string, Flag> = { '-D': 'dev', '--save-dev': 'dev', '-E': 'exact', '--save-exact': 'exact' };

/** How each manager adds packages, and spells each flag. */
const SPELLING: Record<Exclude<PackageManager, 'npm'>, { add: string; installAll: string; flags: Record<Flag, string> }> = {
  pnpm: { add: 'pnpm add', installAll: 'pnpm install', flags: { dev: '-D', exact: '--save-exact' } },
  yarn: { add: 'yarn add', installAll: 'yarn install', flags: { dev: '--dev', exact: '--exact' } },
  bun: { add: 'bun add', installAll: 'bun install', flags: { dev: '--dev', exact: '--exact' } },
};

/** The line in every manager, or undefined when it is not a plain `npm install` this can convert. */
function installLineVariants(line: string): Record<PackageManager, string> | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'npm' || (words[1] !== 'i' && words[1] !== 'install')) return undefined;
  const flags: Flag[] = [];
  const packages: string[] = [];
  for (const word of words.slice(2)) {
    if (word.startsWith('-')) {
      const flag = NPM_FLAGS[word];
      if (flag === undefined) return undefined;
      flags.push(flag);
    } else packages.push(word);
  }
  if (packages.length === 0 && flags.length > 0) return undefined;
  const variants = { npm: line.trim() } as Record<PackageManager, string>;
  for (const manager of ['pnpm', 'yarn', 'bun'] as const) {
    const spelling = SPELLING[manager];
    variants[manager] = packages.length === 0 ? spelling.installAll : [spelling.add, ...flags.map((flag) => spelling.flags[flag]), ...packages].join(' ');
  }
  return variants;
}

/** A whole block (one command per line) in every manager, or undefined unless every line converts. */
export function installBlockVariants(code: string): Record<PackageManager, string> | undefined {
  const lines = code.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return undefined;
  const converted = lines.map(installLineVariants);
  if (converted.some((variants) => variants === undefined)) return undefined;
  return Object.fromEntries(PACKAGE_MANAGERS.map((manager) => [manager, converted.map((variants) => variants![manager]).join('\n')])) as Record<
    PackageManager,
    string
  >;
}
