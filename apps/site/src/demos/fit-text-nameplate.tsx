import { fitText } from '@remotion/layout-utils';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Props = { withinWidth: number };

const NAMES = ['Ines', 'Tomás Ferreira', 'Oluwaseun Adeyemi-Clarke', 'Kai', 'Margarethe Lindqvist'];
// A generic family needs no loading; the measurement and the element use the same font properties.
const FONT = { fontFamily: 'sans-serif', fontWeight: 700 };
const MAX_SIZE = 120; // short names would otherwise grow far taller than the 140 px box

// A speaker's name plate: each name is sized to span the same width.
export const FitTextNameplate: React.FC<Props> = ({ withinWidth }) => {
  const frame = useCurrentFrame();
  const name = NAMES[Math.floor(frame / 30) % NAMES.length]!;
  const { fontSize } = fitText({ text: name, withinWidth, ...FONT });
  const size = Math.min(fontSize, MAX_SIZE);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', gap: 16 }}>
      <div style={{ width: withinWidth, height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center', outline: '2px dashed #475569' }}>
        <div style={{ ...FONT, fontSize: size, lineHeight: 1, whiteSpace: 'nowrap', color: '#f8fafc' }}>{name}</div>
      </div>
      <div style={{ fontFamily: 'sans-serif', fontSize: 24, color: '#94a3b8' }}>
        fitText() → {fontSize.toFixed(1)} px{fontSize > MAX_SIZE ? `, capped at ${MAX_SIZE}` : ''}
      </div>
    </AbsoluteFill>
  );
};
