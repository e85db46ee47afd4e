/**
 * Fenced code blocks for the filler corpus: `tsx`, `ts`, `bash` and `json`, 5–60 lines each. The
 * code is syntactically plausible (balanced brackets, valid JSON, real-looking commands), so the
 * three highlighters do the work they would do on real pages; it is not meant to run.
 */

const NAMES = ['Intro', 'TitleCard', 'Outro', 'Captions', 'Chart', 'Slideshow', 'LowerThird', 'Countdown', 'Gallery', 'Timeline', 'Scene', 'Overlay'];
const WORDS = ['intro', 'logo', 'frame', 'cover', 'scene', 'clip', 'photo', 'background', 'chart', 'poster'];
const CONSTS = [
  (n) => `const opacity${n} = interpolate(frame, [0, ${n + 20}], [0, 1], {extrapolateRight: 'clamp'});`,
  (n) => `const scale${n} = spring({frame, fps, config: {damping: ${100 + n * 10}}});`,
  (n) => `const translateY${n} = interpolate(frame, [${n}, ${n + 30}], [40, 0]);`,
  (n) => `const rotation${n} = (frame / fps) * ${n + 1} * 90;`,
  (n) => `const visible${n} = frame >= ${n * 15} && frame < ${n * 15 + 60};`,
  (n) => `const progress${n} = Math.min(1, frame / (${n + 2} * fps));`,
];
const CHILDREN = [
  (_n, r) => `<h1 style={{fontSize: ${r.int(40, 120)}, fontFamily: 'Inter'}}>{title}</h1>`,
  (n, r) => `<Img src={staticFile('${r.pick(WORDS)}-${n}.png')} style={{width: ${r.int(2, 12) * 100}}} />`,
  (n, r) => `<Sequence from={${n * 30}} durationInFrames={${r.int(2, 9) * 15}}><Caption text="${r.pick(NAMES)} ${n}" /></Sequence>`,
  (_n, r) => `<Html5Audio src={staticFile('${r.pick(WORDS)}.mp3')} volume={0.${r.int(1, 9)}} />`,
  (_n, r) => `<p style={{color: '#${r.int(0x100000, 0xffffff).toString(16)}', margin: ${r.int(0, 40)}}}>{subtitle}</p>`,
  (n, r) => `<OffthreadVideo src={staticFile('${r.pick(WORDS)}.mp4')} startFrom={${n * 10}} muted />`,
];

function tsx(r, lines) {
  const name = r.pick(NAMES);
  if (lines < 10) {
    const middle = Array.from({ length: lines - 2 }, (_, index) => `  ${r.pick(CHILDREN)(index + 1, r)}`);
    return [`<AbsoluteFill style={{backgroundColor: 'white'}}>`, ...middle, '</AbsoluteFill>'].join('\n');
  }
  const free = lines - 10;
  const consts = Math.floor((free * r.int(2, 5)) / 10);
  return [
    `import {AbsoluteFill, Html5Audio, Img, OffthreadVideo, Sequence, interpolate, spring, staticFile, useCurrentFrame, useVideoConfig} from 'remotion';`,
    '',
    `export const ${name}: React.FC<{title: string; subtitle: string}> = ({title, subtitle}) => {`,
    '  const frame = useCurrentFrame();',
    '  const {fps} = useVideoConfig();',
    ...Array.from({ length: consts }, (_, index) => `  ${r.pick(CONSTS)(index + 1)}`),
    '  return (',
    `    <AbsoluteFill style={{backgroundColor: '${r.pick(['white', 'black', '#0b84f3', '#111'])}'}}>`,
    ...Array.from({ length: free - consts }, (_, index) => `      ${r.pick(CHILDREN)(index + 1, r)}`),
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

const CALLS = ['selectComposition', 'renderMedia', 'renderStill', 'renderFrames', 'getCompositions', 'stitchFramesToVideo'];
const PROPS = [
  () => 'serveUrl,',
  () => 'composition,',
  (r) => `codec: '${r.pick(['h264', 'h265', 'vp8', 'vp9', 'prores'])}',`,
  (r) => `outputLocation: 'out/${r.pick(WORDS)}.mp4',`,
  (r) => `inputProps: {title: '${r.pick(NAMES)}', durationInSeconds: ${r.int(2, 30)}},`,
  (r) => `concurrency: ${r.int(1, 16)},`,
  (r) => `crf: ${r.int(12, 30)},`,
  (r) => `imageFormat: '${r.pick(['jpeg', 'png'])}',`,
  (r) => `jpegQuality: ${r.int(50, 100)},`,
  (r) => `frameRange: [0, ${r.int(30, 900)}],`,
  () => 'muted: false,',
  (r) => `scale: ${r.pick(['0.5', '1', '2'])},`,
  (r) => `logLevel: '${r.pick(['info', 'verbose', 'warn'])}',`,
  (r) => `timeoutInMilliseconds: ${r.int(10, 120) * 1000},`,
  () => `chromiumOptions: {gl: 'angle'},`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: generated source that holds a template literal
  () => 'onProgress: ({progress}) => console.log(`${Math.round(progress * 100)}%`),',
  () => 'overwrite: true,',
  (r) => `videoBitrate: '${r.int(2, 20)}M',`,
  () => `pixelFormat: 'yuv420p',`,
  (r) => `id: '${r.pick(NAMES)}',`,
  (r) => `port: ${r.int(3000, 3999)},`,
  () => `envVariables: {NODE_ENV: 'production'},`,
];
const MEMBERS = [
  'fps: number;',
  'width: number;',
  'height: number;',
  'durationInFrames: number;',
  'title?: string;',
  "codec: 'h264' | 'vp8';",
  'onProgress?: (progress: number) => void;',
  'signal?: AbortSignal;',
  'props: Record<string, unknown>;',
];

function ts(r, lines) {
  const body = [];
  const used = new Set();
  let remaining = lines - 2; // the import line and a blank line
  if (remaining >= 8 && r.chance(0.4)) {
    const count = r.int(2, Math.min(MEMBERS.length, remaining - 6));
    body.push(`type ${r.pick(NAMES)}Options = {`, ...r.sample(MEMBERS, count).map((member) => `  ${member}`), '};', '');
    remaining -= count + 3;
  }
  let index = 0;
  while (remaining >= 3) {
    const last = remaining <= PROPS.length + 2;
    const count = last ? remaining - 2 : r.int(1, Math.min(8, remaining - 3));
    const call = r.pick(CALLS);
    used.add(call);
    const target = index === 0 ? 'const result' : `const result${index + 1}`;
    body.push(`${target} = await ${call}({`, ...r.sample(PROPS, count).map((prop) => `  ${prop(r)}`), '});');
    remaining -= count + 2;
    if (remaining >= 4) {
      body.push('');
      remaining -= 1;
    }
    index++;
  }
  while (remaining-- > 0) body.push(`console.log(result${index > 1 ? index : ''});`);
  return [`import {${[...used].sort().join(', ') || 'renderMedia'}} from '@remotion/renderer';`, '', ...body].join('\n');
}

const COMMANDS = [
  () => 'npm i --save-exact remotion @remotion/cli',
  (r) => `npx remotion render src/index.ts ${r.pick(NAMES)} out/${r.pick(WORDS)}.mp4`,
  (r) => `npx remotion render ${r.pick(NAMES)} --codec=${r.pick(['h264', 'vp8', 'prores'])} --concurrency=${r.int(1, 16)}`,
  (r) => `npx remotion still ${r.pick(NAMES)} out/${r.pick(WORDS)}.png --frame=${r.int(0, 300)}`,
  () => 'npx remotion studio',
  () => 'npx remotion upgrade',
  () => 'npx remotion lambda functions deploy --memory=3009',
  (r) => `npx remotion lambda sites create src/index.ts --site-name=${r.pick(WORDS)}`,
  (r) => `export REMOTION_AWS_REGION=${r.pick(['us-east-1', 'eu-central-1', 'ap-south-1'])}`,
  (r) => `cd ${r.pick(WORDS)}-video`,
  (r) => `ffmpeg -i out/${r.pick(WORDS)}.mp4 -vf scale=${r.pick(['1280', '1920', '720'])}:-1 out/small.mp4`,
  (r) => `docker build -t ${r.pick(WORDS)}-render .`,
  () => 'pnpm exec remotion benchmark --runs=3',
  () => 'ls -lh out/',
];
const COMMENTS = [
  '# Install the packages',
  '# Render the video',
  '# Preview in the Studio',
  '# Deploy the function and the site',
  '# Check the output',
  '# Set the region first',
  '# Render a single frame',
];

function bash(r, lines) {
  const out = [];
  while (out.length < lines) {
    const left = lines - out.length;
    if (out.length > 0 && left >= 3) out.push('');
    if (left >= 2 && r.chance(0.6)) out.push(r.pick(COMMENTS));
    const count = Math.min(lines - out.length, r.int(1, 4));
    for (let index = 0; index < count; index++) out.push(r.pick(COMMANDS)(r));
  }
  return out.join('\n');
}

const JSON_VALUES = [
  (r) => r.int(1, 120),
  (r) => r.pick(WORDS),
  (r) => r.chance(0.5),
  (r) => `${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}`,
  (r) => [r.int(0, 30), r.int(31, 300)],
];
const JSON_KEYS = [
  'name',
  'version',
  'fps',
  'width',
  'height',
  'codec',
  'concurrency',
  'region',
  'entryPoint',
  'outDir',
  'crf',
  'muted',
  'frameRange',
  'timeout',
  'memorySizeInMb',
  'diskSizeInMb',
  'logLevel',
  'scale',
  'overwrite',
  'publicDir',
];

function json(r, lines) {
  const value = {};
  const size = () => JSON.stringify(value, null, 2).split('\n').length;
  let key = 0;
  while (size() < lines) {
    const name = key < JSON_KEYS.length ? JSON_KEYS[key] : `${r.pick(JSON_KEYS)}${key}`;
    key++;
    const left = lines - size();
    if (left >= 4 && r.chance(0.3)) {
      const nested = {};
      for (let index = 0; index < Math.min(left - 2, r.int(1, 5)); index++) nested[r.pick(JSON_KEYS) + (index || '')] = r.pick(JSON_VALUES.slice(0, 4))(r);
      value[name] = nested;
    } else {
      value[name] = r.pick(JSON_VALUES)(r);
      if (size() > lines) value[name] = r.int(1, 120); // an array takes four lines
    }
  }
  return JSON.stringify(value, null, 2);
}

const GENERATORS = { tsx, ts, bash, json };
export const CODE_LANGUAGES = Object.keys(GENERATORS);

/** One fenced block: language picked, 5–60 lines (median about 14), sometimes with a title. */
export function codeBlock(r) {
  const language = r.pick(['tsx', 'tsx', 'ts', 'ts', 'bash', 'json']);
  const lines = r.logNormal(14, 0.6, 5, 60);
  const code = GENERATORS[language](r, lines);
  const title =
    language === 'tsx' && r.chance(0.5) ? ` title="src/${r.pick(NAMES)}.tsx"` : language === 'ts' && r.chance(0.4) ? ` title="${r.pick(WORDS)}.ts"` : '';
  return `\`\`\`${language}${title}\n${code}\n\`\`\``;
}
