import { evolvePath } from '@remotion/paths';
import { makeStar } from '@remotion/shapes';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { points: number };

const OUTER = 110;
const INNER = 48;

// A pen traces a gold star for a "well done" sticker, then fills it in.
export const StarTrace: React.FC<Props> = ({ points }) => {
  const frame = useCurrentFrame();
  const star = makeStar({ points, outerRadius: OUTER, innerRadius: INNER });
  const drawn = interpolate(frame, [5, 60], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const fill = interpolate(frame, [60, 80], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const { strokeDasharray, strokeDashoffset } = evolvePath(drawn, star.path);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 48 }}>
      {/* star.width and star.height are the outline's real extent, so the SVG fits it exactly */}
      <svg width={star.width} height={star.height} viewBox={`0 0 ${star.width} ${star.height}`} style={{ overflow: 'visible' }}>
        <path
          d={star.path}
          fill="#facc15"
          fillOpacity={fill}
          stroke="#fde68a"
          strokeWidth={6}
          strokeLinejoin="round"
          strokeDasharray={strokeDasharray}
          strokeDashoffset={strokeDashoffset}
        />
      </svg>
      <div style={{ color: '#e2e8f0', fontFamily: 'sans-serif', fontSize: 32, fontWeight: 700 }}>{points} points</div>
    </AbsoluteFill>
  );
};
