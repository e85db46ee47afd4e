/**
 * Asks Chromium to compile the player's chunks whole as they download (#24: first frame after Play).
 * V8 compiles a function when it is first called; a chunk that starts with the magic comment
 * `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136+) is compiled eagerly on a
 * background thread while it streams. Only the chunks whose code runs on the first Play get it: the
 * player's and React DOM's, nearly every function of which runs in the mount. Other browsers read a
 * comment.
 */
import type { Plugin } from 'rolldown';

const HINT = '//# allFunctionsCalledOnLoad\n';
/** A module whose chunk is compiled whole: the demo player, React DOM, the toolkit's player. */
const PLAYER_MODULE = /\/src\/scripts\/demo-player\.tsx$|\/node_modules\/(?:react-dom|@remotion\/player)\//;

/**
 * The plugin, for the demo bundle's build. Added to the finished chunks: after minification, which
 * would drop the comment, and before anything else, since V8 reads the hint only as the file's first
 * line.
 */
export function playerCompileHintsPlugin(): Plugin {
  return {
    name: 'docs:player-compile-hints',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => PLAYER_MODULE.test(id))) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
