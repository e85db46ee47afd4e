import { makePie } from '@remotion/shapes';
import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';

type Props = { direction: 'clockwise' | 'counterClockwise' };

const RADIUS = 100;
const STROKE = 24;
// With closePath: false the path is only the arc (no line to the centre, no Z), so it strokes as a ring
const track = makePie({ radius: RADIUS, progress: 1, closePath: false });

// An upload ring fills from the top while the percentage counts up.
export const LoadingRing: React.FC<Props> = ({ direction }) => {
  const frame = useCurrentFrame();
  const progress = interpolate(frame, [10, 110], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
    easing: Easing.inOut(Easing.quad),
  });
  const arc = makePie({ radius: RADIUS, progress, closePath: false, counterClockwise: direction === 'counterClockwise' });
  const size = RADIUS * 2 + STROKE;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 40 }}>
      {/* The stroke is centred on the arc: widen the viewBox by half a stroke on every side */}
      <svg width={size} height={size} viewBox={`${-STROKE / 2} ${-STROKE / 2} ${size} ${size}`}>
        <path d={track.path} fill="none" stroke="#334155" strokeWidth={STROKE} />
        <path d={arc.path} fill="none" stroke="#38bdf8" strokeWidth={STROKE} strokeLinecap="round" />
      </svg>
      <div style={{ color: '#e2e8f0', fontFamily: 'sans-serif', fontSize: 48, fontWeight: 700, width: 140 }}>
        {Math.round(progress * 100)}%
      </div>
    </AbsoluteFill>
  );
};
