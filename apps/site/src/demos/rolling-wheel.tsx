import { makeTransform, rotate, translateX } from '@remotion/animation-utils';
import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';

type Props = { unit: 'rad' | 'deg' | 'turn' };

const RADIUS = 40;

// A wheel that rolls without slipping turns by distance / radius, measured in radians.
export const RollingWheel: React.FC<Props> = ({ unit }) => {
  const frame = useCurrentFrame();
  // Whole pixels keep the printed transform short.
  const distance = Math.round(
    interpolate(frame, [10, 100], [0, 480], { easing: Easing.inOut(Easing.quad), extrapolateLeft: 'clamp', extrapolateRight: 'clamp' }),
  );
  // translateX() comes first: the wheel moves along the floor, then turns around its own center.
  const transform = makeTransform([translateX(distance), rotate(distance / RADIUS, unit)]);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <div style={{ position: 'absolute', top: 24, left: 32, color: '#e2e8f0', fontSize: 26, fontFamily: 'monospace' }}>{transform}</div>
      <div style={{ position: 'absolute', left: 0, right: 0, top: 230, height: 4, backgroundColor: '#475569' }} />
      <div style={{ position: 'absolute', left: 40, top: 150, width: RADIUS * 2, height: RADIUS * 2, transform }}>
        <svg width={RADIUS * 2} height={RADIUS * 2} viewBox="-40 -40 80 80">
          <circle r={35} fill="#1e293b" stroke="#e2e8f0" strokeWidth={10} />
          {[0, 120, 240].map((angle) => (
            <line key={angle} x2={0} y2={-30} stroke={angle === 0 ? '#f472b6' : '#94a3b8'} strokeWidth={6} strokeLinecap="round" transform={`rotate(${angle})`} />
          ))}
          <circle r={7} fill="#e2e8f0" />
        </svg>
      </div>
    </AbsoluteFill>
  );
};
