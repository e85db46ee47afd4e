import { evolvePath, getLength, getPointAtLength, reversePath } from '@remotion/paths';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { direction: 'original' | 'reversed' };

// The route was written from Lisbon (left) to Tallinn (right).
const route = 'M 90 220 C 200 60 300 260 400 140 S 520 60 550 110';
const reversed = reversePath(route);

// A flight route draws itself; reversed, the same curve starts at the other city.
export const ReverseRoute: React.FC<Props> = ({ direction }) => {
  const frame = useCurrentFrame();
  const d = direction === 'reversed' ? reversed : route;
  const progress = interpolate(frame, [10, 100], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const { strokeDasharray, strokeDashoffset } = evolvePath(progress, d);
  const plane = getPointAtLength(d, progress * getLength(d));

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg viewBox="0 0 640 300">
        <path d={d} fill="none" stroke="#c084fc" strokeWidth={5} strokeDasharray={strokeDasharray} strokeDashoffset={strokeDashoffset} />
        {plane ? <circle cx={plane.x} cy={plane.y} r={10} fill="#f8fafc" /> : null}
        <circle cx={90} cy={220} r={8} fill="#94a3b8" />
        <circle cx={550} cy={110} r={8} fill="#94a3b8" />
        <text x={90} y={265} fill="#e2e8f0" fontSize={26} fontFamily="sans-serif" textAnchor="middle">Lisbon</text>
        <text x={550} y={150} fill="#e2e8f0" fontSize={26} fontFamily="sans-serif" textAnchor="middle">Tallinn</text>
      </svg>
    </AbsoluteFill>
  );
};
