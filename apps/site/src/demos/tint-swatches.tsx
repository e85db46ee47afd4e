import { tint } from '@remotion/effects/tint';
import { AbsoluteFill, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { color: string; amount: number };

const BASES = ['#f8fafc', '#94a3b8', '#334155'];

// Three <Solid> swatches get the same tint, faded in and out; the label shows the amount on this frame.
export const TintSwatches: React.FC<Props> = ({ color, amount }) => {
  const frame = useCurrentFrame();
  const now = interpolate(frame, [10, 50, 90, 130], [0, amount, amount, 0], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', gap: 20 }}>
      <div style={{ display: 'flex', gap: 32 }}>
        {BASES.map((base) => (
          <div key={base} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 10 }}>
            <Solid width={150} height={150} color={base} effects={[tint({ color, amount: now })]} style={{ borderRadius: 16 }} />
            <div style={{ fontFamily: 'monospace', fontSize: 24, color: '#cbd5e1' }}>{base}</div>
          </div>
        ))}
      </div>
      <div style={{ fontFamily: 'sans-serif', fontSize: 24, color: '#94a3b8' }}>amount: {now.toFixed(2)}</div>
    </AbsoluteFill>
  );
};
