import { fillTextBox } from '@remotion/layout-utils';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Props = { maxBoxWidth: number };

const WORDS = 'Preheat the oven, spread the squash on a tray, drizzle it with oil and roast it until the edges turn golden and crisp.'.split(' ');
const FONT = { fontFamily: 'sans-serif', fontSize: 32, fontWeight: 600 };
const MAX_LINES = 2;

// Adds the words spoken so far to a two-line box; a word that does not fit starts a new page.
const layout = (words: string[], maxBoxWidth: number) => {
  let box = fillTextBox({ maxBoxWidth, maxLines: MAX_LINES });
  let lines: string[] = [];
  let page = 1;
  for (const word of words) {
    const first = lines.length === 0;
    // Every word but a page's first is added with the space in front of it.
    const { exceedsBox, newLine } = box.add({ ...FONT, text: first ? word : ` ${word}` });
    if (exceedsBox) {
      box = fillTextBox({ maxBoxWidth, maxLines: MAX_LINES });
      box.add({ ...FONT, text: word });
      lines = [word];
      page++;
    } else if (first || newLine) {
      lines.push(word);
    } else {
      lines[lines.length - 1] += ` ${word}`;
    }
  }
  return { lines, page };
};

export const FillBoxSubtitles: React.FC<Props> = ({ maxBoxWidth }) => {
  const frame = useCurrentFrame();
  const spoken = WORDS.slice(0, Math.floor(frame / 6) + 1);
  const { lines, page } = layout(spoken, maxBoxWidth);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', gap: 24 }}>
      <div style={{ width: maxBoxWidth, height: 90, outline: '2px dashed #475569' }}>
        {lines.map((line) => (
          <div key={line} style={{ ...FONT, lineHeight: '45px', whiteSpace: 'pre', color: '#f8fafc' }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ fontFamily: 'sans-serif', fontSize: 24, color: '#94a3b8' }}>page {page}</div>
    </AbsoluteFill>
  );
};
