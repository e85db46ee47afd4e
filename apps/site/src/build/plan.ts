/**
 * What a build has to do, decided from the last build's record and what the build would read now:
 * nothing, the pages whose bodies alone changed, or everything (and why).
 */
import type { BuildInputs } from './inputs.js';

/** What the last complete build read, and what its output folder held when it finished. */
export type BuildRecord = { inputs: BuildInputs; output: string };

export type BuildPlan = { kind: 'up to date' } | { kind: 'pages'; files: string[] } | { kind: 'full'; reason: string };

const sameKeys = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b);
};

/** `output`: the output folder's digest now (see `outputDigest`), undefined when there is none. */
export function planBuild(previous: BuildRecord | undefined, inputs: BuildInputs, output: string | undefined): BuildPlan {
  if (previous === undefined) return { kind: 'full', reason: 'no earlier build to start from' };
  if (output === undefined || output !== previous.output) return { kind: 'full', reason: 'the output folder is not as the last build left it' };
  if (inputs.shared !== previous.inputs.shared)
    return { kind: 'full', reason: "the site's code, settings, packages, a page's frontmatter or another content file changed" };
  if (!sameKeys(inputs.bodies, previous.inputs.bodies)) return { kind: 'full', reason: 'pages were added or removed' };
  const files = Object.keys(inputs.bodies).filter((file) => inputs.bodies[file] !== previous.inputs.bodies[file]);
  return files.length === 0 ? { kind: 'up to date' } : { kind: 'pages', files };
}
