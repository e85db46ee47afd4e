import { scalePath } from '@remotion/paths';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { scaleX: number; scaleY: number };

// A cloud icon, drawn once at its original size
const cloud = 'M 230 160 C 200 160 200 120 230 115 C 230 75 290 60 305 95 C 320 70 370 80 365 115 C 395 115 395 160 365 160 Z';

// The cloud stretches to scaleX × scaleY and back. The top-left corner of its box stays put.
export const ScaleSquash: React.FC<Props> = ({ scaleX, scaleY }) => {
  const frame = useCurrentFrame();
  const amount = interpolate(frame, [10, 50, 90, 130], [0, 1, 1, 0], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const d = scalePath(cloud, 1 + (scaleX - 1) * amount, 1 + (scaleY - 1) * amount);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg viewBox="0 0 640 300">
        <path d={cloud} fill="none" stroke="#475569" strokeWidth={2} strokeDasharray="6 6" />
        <path d={d} fill="#93c5fd" fillOpacity={0.85} />
        <text x={30} y={270} fill="#e2e8f0" fontSize={26} fontFamily="monospace">
          scalePath(cloud, {(1 + (scaleX - 1) * amount).toFixed(2)}, {(1 + (scaleY - 1) * amount).toFixed(2)})
        </text>
      </svg>
    </AbsoluteFill>
  );
};
