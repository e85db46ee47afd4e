import { translatePath } from '@remotion/paths';
import { makeTriangle } from '@remotion/shapes';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Direction = 'up' | 'down' | 'left' | 'right';
type Props = { direction: Direction; cornerRadius: number };

const SLOT = 130;
const STEP: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

// A "swipe" hint: three chevrons nudge, one after the other, the way they point.
export const TriangleNudge: React.FC<Props> = ({ direction, cornerRadius }) => {
  const frame = useCurrentFrame();
  const triangle = makeTriangle({ length: 90, direction, cornerRadius });
  // transformOrigin is the centroid: centre each triangle in its slot by that point
  const [centroidX, centroidY] = triangle.transformOrigin.split(' ').map(Number) as [number, number];
  const [dx, dy] = STEP[direction];

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center' }}>
      <svg width={SLOT * 3} height={SLOT} viewBox={`0 0 ${SLOT * 3} ${SLOT}`} style={{ overflow: 'visible' }}>
        {[0, 1, 2].map((i) => {
          // The wave runs the way the triangles point: for "left", start from the rightmost one
          const step = direction === 'left' ? 2 - i : i;
          // One nudge every 40 frames: three per 120-frame loop, so the loop has no jump
          const nudge = Math.max(0, Math.sin(((frame - step * 6) / 40) * Math.PI * 2)) * 18;
          const x = SLOT * i + SLOT / 2 - centroidX + dx * nudge;
          const y = SLOT / 2 - centroidY + dy * nudge;
          return <path key={i} d={translatePath(triangle.path, x, y)} fill="#a78bfa" opacity={0.5 + step * 0.25} />;
        })}
      </svg>
      <div style={{ color: '#e2e8f0', fontFamily: 'sans-serif', fontSize: 32, fontWeight: 700, marginTop: 24 }}>Swipe {direction}</div>
    </AbsoluteFill>
  );
};
