/**
 * `data/packages.yaml`: the one home of the pinned toolkit version, and of the packages the API
 * reference is extracted from and the registry scan reads. Everything else that names the version
 * reads it from here (the extraction, the scan, the facts test) or is held to it by a test (the
 * `remotion` and `@remotion/*` pins of the workspace's package.json files).
 */
import { z } from 'zod';
import { RELEASE_PATTERN } from './versions.js';

export const PinnedPackagesSchema = z
  .object({
    pinnedVersion: z.string().regex(RELEASE_PATTERN, 'must be a version like 4.0.527'),
    packages: z.array(z.string().min(1)).min(1),
    /** Installed beside the packages, pinned, so that their declarations resolve. */
    peers: z.record(z.string(), z.string()),
    /** Packages whose functions take the renderer's options (`renderMediaOnLambda`'s `jpegQuality`). */
    optionsMapPackages: z.array(z.string().min(1)),
  })
  .strict();
export type PinnedPackages = z.infer<typeof PinnedPackagesSchema>;
