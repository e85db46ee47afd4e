/**
 * The command line: cac parses it, each command's module is imported only when that command runs
 * (so `--help` and `validate` stay fast), and every failure becomes one line and an exit code.
 */
import { cac } from 'cac';
import packageJson from '../package.json' with { type: 'json' };
import { EXIT, Failure, UsageError, isParserError, type ExitCode } from './errors.js';
import { printable, processOutput, type Output } from './io.js';
import { suggestions } from './suggest.js';

type Options = Record<string, unknown>;

const EXIT_CODES_HELP = `Exit codes:
  0  success (validate: no errors; warnings allowed unless --strict)
  1  the command found problems, or could not do its work
  2  bad usage: unknown command or option, missing argument, bad value, missing path`;

export function buildProgram(io: Output, run: (work: Promise<ExitCode>) => void) {
  const cli = cac('docs-catalogue');
  cli.option('--dir <path>', 'Catalogue directory (default: apps/site/src/content of this checkout)');

  cli
    .command('validate', 'Check the catalogue and list every problem, grouped by file')
    .option('--format <format>', 'Output: text, json or github (GitHub Actions annotations)', { default: 'text' })
    .option('--strict', "Treat warnings as errors; on the site's catalogue, also refuse API reference overrides for pages it lacks")
    .option('--data <dir>', 'API reference data directory to check the catalogue against (default: packages/api-reference/data)')
    .example('  $ docs-catalogue validate --strict --format github')
    .action((options: Options) => run(import('./commands/validate.js').then((m) => m.validate(options, io))));

  cli
    .command('list', 'List page ids, one per line')
    .option('--sidebar <name>', 'Only pages that belong to this sidebar')
    .option('--no-sidebar', 'Only pages that are in no sidebar')
    .option('--prefix <prefix>', 'Only ids that start with this prefix, e.g. lambda/')
    .option('--stubs', 'Only redirect stubs (pages with movedTo)')
    .option('--json', 'Print the entries as JSON (with their routes)')
    // cac gives a negated flag a default of true, which would read as "--sidebar given without a value".
    .ignoreOptionDefaultValue()
    .example('  $ docs-catalogue list --sidebar apiSidebar --prefix lambda/')
    .action((options: Options) => run(import('./commands/list.js').then((m) => m.list(options, io))));

  cli
    .command('show <id>', 'Show one page: entry, route, sidebar, breadcrumbs, previous and next')
    .option('--json', 'Print as JSON')
    .example('  $ docs-catalogue show player/player')
    .example('  $ docs-catalogue show /docs/player/')
    .action((id: string, options: Options) => run(import('./commands/show.js').then((m) => m.show(String(id), options, io))));

  cli
    .command('tree <sidebar>', 'Print a sidebar as an indented tree with category states and markers')
    .option('--depth <n>', 'Show at most n levels')
    .option('--active <id>', 'Show categories open or closed as they render on this page')
    .example('  $ docs-catalogue tree mainSidebar --depth 2')
    .action((sidebar: string, options: Options) => run(import('./commands/tree.js').then((m) => m.tree(String(sidebar), options, io))));

  cli
    .command('stats', 'Count pages, categories, links, html items, stubs and nesting per sidebar')
    .option('--bodies', 'List per sidebar category the pages with and without a body, with their prose words')
    .option('--json', 'Print as JSON')
    .action((options: Options) => run(import('./commands/stats.js').then((m) => m.stats(options, io))));

  cli
    .command('diff <other>', 'Compare another catalogue (a directory or a git ref) with this one')
    .option('--json', 'Print as JSON')
    .example('  $ docs-catalogue diff origin/main')
    .example('  $ docs-catalogue diff ../old-checkout/apps/site/src/content')
    .action((other: string, options: Options) => run(import('./commands/diff.js').then((m) => m.diff(String(other), options, io))));

  cli
    .command('export', 'Export the catalogue as Docusaurus version metadata, native JSON or llms.txt')
    .option('--format <format>', 'docusaurus, json or llms (required)')
    .option('--out <file>', 'Write to this file atomically instead of stdout')
    .option('--site-url <url>', "Origin for absolute links in llms.txt (default: the site's local address, as `pnpm start` serves it)")
    .example('  $ docs-catalogue export --format llms --site-url https://example.com --out llms.txt')
    .action((options: Options) => run(import('./commands/export.js').then((m) => m.exportCommand(options, io))));

  cli
    .command('api-coverage', 'Report which API page shows which export of the generated API reference')
    .option('--data <dir>', 'API reference data directory (default: packages/api-reference/data)')
    .option('--json', 'Print as JSON')
    .example('  $ docs-catalogue api-coverage --json')
    .action((options: Options) => run(import('./commands/api-coverage.js').then((m) => m.apiCoverage(options, io))));

  cli
    .command('check-site <dist>', 'Check a built site: every page built, no stray pages, a redirect in _redirects for every stub, no broken internal links')
    .option('--ignore-route <prefix>', 'Built routes under /docs/ to accept without a catalogue page (repeatable; default /docs/category/)', { type: [String] })
    .option('--json', 'Print as JSON')
    .example('  $ docs-catalogue check-site apps/site/dist')
    .action((dist: string, options: Options) => run(import('./commands/check-site.js').then((m) => m.checkSiteCommand(String(dist), options, io))));

  cli
    .command('mcp', 'Serve the docs to coding agents as an MCP server on stdio (search, pages, API reference), offline')
    .option('--data <dir>', 'API reference data directory (default: packages/api-reference/data)')
    .option('--site-url <url>', "Origin of the pages' Source: links (default: the site's local address, as `pnpm start` serves it)")
    .example('  $ claude mcp add docs -- node apps/cli/dist/cli.js mcp')
    .action((options: Options) => run(import('./commands/mcp.js').then((m) => m.mcp(options, io))));

  cli.help((sections) => {
    if (!cli.matchedCommand) sections.push({ body: EXIT_CODES_HELP });
  });
  cli.version(packageJson.version);
  return cli;
}

/** The first line of an error's message, with anything that could drive the terminal escaped. */
function oneLine(error: unknown): string {
  return printable((error instanceof Error ? error.message : String(error)).split('\n')[0]!);
}

export async function main(argv: string[], io: Output = processOutput()): Promise<ExitCode> {
  let work: Promise<ExitCode> | undefined;
  const cli = buildProgram(io, (promise) => (work = promise));
  try {
    cli.parse(argv, { run: false });
    const helpOrVersion = Boolean(cli.options.help || cli.options.version);
    if (!cli.matchedCommand) {
      if (helpOrVersion) return EXIT.ok;
      const [name] = cli.args;
      if (name === undefined) {
        cli.outputHelp();
        return EXIT.usage;
      }
      const close = suggestions(
        String(name),
        cli.commands.map((command) => command.name),
      );
      throw new UsageError(`unknown command "${printable(String(name))}"${close.length ? `; did you mean "${close[0]}"?` : ''}`);
    }
    cli.runMatchedCommand();
    return work ? await work : EXIT.ok;
  } catch (error) {
    const prefix = io.ec.red('docs-catalogue:');
    if (error instanceof UsageError || isParserError(error)) {
      io.err(`${prefix} ${oneLine(error)}`);
      const command = cli.matchedCommand ? ` ${cli.matchedCommand.name}` : '';
      io.err(`Run \`docs-catalogue${command} --help\` for usage.`);
      return EXIT.usage;
    }
    if (error instanceof Failure) {
      io.err(`${prefix} ${oneLine(error)}`);
      return EXIT.failure;
    }
    // A bug, not bad input: still one line, with the stack only on request.
    io.err(`${prefix} internal error: ${oneLine(error)}${process.env.DOCS_CATALOGUE_DEBUG ? '' : ' (set DOCS_CATALOGUE_DEBUG=1 for details)'}`);
    if (process.env.DOCS_CATALOGUE_DEBUG && error instanceof Error && error.stack) io.err(error.stack);
    return EXIT.failure;
  }
}
