#!/usr/bin/env node
/** docs-catalogue: validate, query and export the docs catalogue. */
import { main } from './program.js';

// `docs-catalogue list | head` closes the pipe early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await main(process.argv);
