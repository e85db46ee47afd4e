import { fitTextOnNLines } from '@remotion/layout-utils';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Props = { maxLines: number };

const TITLES = ['Pilot', 'The Lighthouse Keeper Returns', 'Everything We Buried Under the Old Pier'];
const BOX_WIDTH = 560;
const FONT = { fontFamily: 'sans-serif', fontWeight: 700 };

// Episode titles of any length, sized to fit the box on at most `maxLines` lines.
export const FitLinesEpisodes: React.FC<Props> = ({ maxLines }) => {
  const frame = useCurrentFrame();
  const title = TITLES[Math.floor(frame / 50) % TITLES.length]!;
  const { fontSize, lines } = fitTextOnNLines({ text: title, maxLines, maxBoxWidth: BOX_WIDTH, maxFontSize: 72, ...FONT });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', padding: 28, justifyContent: 'space-between' }}>
      <div style={{ width: BOX_WIDTH, outline: '2px dashed #475569' }}>
        {/* One block per computed line, so the browser cannot break them differently. */}
        {lines.map((line) => (
          <div key={line} style={{ ...FONT, fontSize, lineHeight: 1.15, whiteSpace: 'pre', color: '#f8fafc' }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ fontFamily: 'sans-serif', fontSize: 24, color: '#94a3b8' }}>
        {fontSize} px on {lines.length} {lines.length === 1 ? 'line' : 'lines'} (maxLines: {maxLines})
      </div>
    </AbsoluteFill>
  );
};
