import { serializeInstructions } from '@remotion/paths';
import { makePolygon } from '@remotion/shapes';
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { points: number; cornerRadius: number };

const RADIUS = 110;

// A level badge spins in and keeps turning. The instructions keep the polygon's centre at
// (RADIUS, RADIUS) whatever the corner count, which is also what transformOrigin names.
export const PolygonBadge: React.FC<Props> = ({ points, cornerRadius }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const polygon = makePolygon({ points, radius: RADIUS, cornerRadius });
  const d = serializeInstructions(polygon.instructions);
  const enter = spring({ frame, fps, config: { damping: 14 } });
  const angle = interpolate(enter, [0, 1], [-180, 0]) + frame * 0.5;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center' }}>
      <svg width={RADIUS * 2} height={RADIUS * 2} viewBox={`0 0 ${RADIUS * 2} ${RADIUS * 2}`} style={{ overflow: 'visible', transform: `scale(${enter})` }}>
        <path d={d} fill="#22c55e" transform={`rotate(${angle} ${polygon.transformOrigin})`} />
        <text x={RADIUS} y={RADIUS} fill="#0f1729" fontSize={44} fontWeight={800} fontFamily="sans-serif" textAnchor="middle" dominantBaseline="central">
          LV {points}
        </text>
      </svg>
    </AbsoluteFill>
  );
};
