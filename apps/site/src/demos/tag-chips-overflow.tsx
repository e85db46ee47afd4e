import { measureText } from '@remotion/layout-utils';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Props = { rowWidth: number };

const TAGS = ['design', 'motion', 'typography', 'React', 'video', 'captions', 'rendering', 'color'];
const FONT = { fontFamily: 'sans-serif', fontSize: 24, fontWeight: 600 };
const PAD = 14; // horizontal padding inside a chip
const GAP = 10;

const chipWidth = (text: string) => measureText({ ...FONT, text }).width + 2 * PAD;

// Tags arrive one by one; the row shows as many as fit and counts the rest in a "+N" chip.
export const TagChipsOverflow: React.FC<Props> = ({ rowWidth }) => {
  const frame = useCurrentFrame();
  const tags = TAGS.slice(0, Math.min(TAGS.length, Math.floor(frame / 14) + 1));
  let shown = tags.length;
  const rowFits = (count: number) => {
    const hidden = tags.length - count;
    const widths = tags.slice(0, count).map(chipWidth);
    if (hidden > 0) widths.push(chipWidth(`+${hidden}`));
    return widths.reduce((sum, w) => sum + w, 0) + GAP * (widths.length - 1) <= rowWidth;
  };
  while (shown > 0 && !rowFits(shown)) shown--;
  const hidden = tags.length - shown;

  const chip = (text: string, color: string) => (
    <div key={text} style={{ ...FONT, padding: `6px ${PAD}px`, borderRadius: 999, whiteSpace: 'pre', backgroundColor: color, color: '#0f1729' }}>
      {text}
    </div>
  );
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', gap: 24 }}>
      <div style={{ width: rowWidth, display: 'flex', gap: GAP, outline: '2px dashed #475569', outlineOffset: 6 }}>
        {tags.slice(0, shown).map((tag) => chip(tag, '#a5b4fc'))}
        {hidden > 0 ? chip(`+${hidden}`, '#fbbf24') : null}
      </div>
      <div style={{ fontFamily: 'sans-serif', fontSize: 24, color: '#94a3b8' }}>
        {shown} of {tags.length} tags fit in {rowWidth} px
      </div>
    </AbsoluteFill>
  );
};
