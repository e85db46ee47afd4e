import { getSubpaths } from '@remotion/paths';
import { AbsoluteFill, interpolateColors, useCurrentFrame } from 'remotion';

type Props = { stagger: number };

// A Wi-Fi icon exported as a single path: the dot, then three arcs, each starting with M.
const icon =
  'M 110 200 a 10 10 0 1 0 20 0 a 10 10 0 1 0 -20 0 ' +
  'M 85 170 A 50 50 0 0 1 155 170 ' +
  'M 60 140 A 85 85 0 0 1 180 140 ' +
  'M 35 110 A 120 120 0 0 1 205 110';
const parts = getSubpaths(icon);

// The signal comes in: each piece lights up `stagger` frames after the one before.
export const WifiBars: React.FC<Props> = ({ stagger }) => {
  const frame = useCurrentFrame();
  const lit = parts.filter((_, i) => frame >= 15 + i * stagger).length;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 40 }}>
      <svg width={240} height={240} viewBox="0 0 240 240">
        {parts.map((d, i) => {
          const start = 15 + i * stagger;
          const color = interpolateColors(frame, [start, start + 8], ['#334155', '#4ade80']);
          return <path key={d} d={d} fill={i === 0 ? color : 'none'} stroke={color} strokeWidth={16} strokeLinecap="round" />;
        })}
      </svg>
      <div style={{ color: '#e2e8f0', fontFamily: 'sans-serif', fontSize: 32, fontWeight: 700, width: 280, whiteSpace: 'nowrap' }}>
        {lit} of {parts.length} subpaths
      </div>
    </AbsoluteFill>
  );
};
