import { warpPath } from '@remotion/paths';
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { maxTwist: number };

const SIZE = 240;
const CX = SIZE / 2;
const CY = SIZE / 2;
const RADIUS = SIZE / 2;
// A grid of 7 vertical and 7 horizontal lines as one path: each line is its own subpath
const lines = [0, 40, 80, 120, 160, 200, 240].map((p) => `M ${p} 0 L ${p} ${SIZE} M 0 ${p} L ${SIZE} ${p}`).join(' ');

// A whirlpool: points near the centre turn by up to maxTwist degrees, points at the rim stay put.
export const TwistGrid: React.FC<Props> = ({ maxTwist }) => {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const twist = ((maxTwist * Math.PI) / 180) * Math.sin((frame / (durationInFrames - 1)) * Math.PI);
  const twisted = warpPath(
    lines,
    ({ x, y }) => {
      const dx = x - CX;
      const dy = y - CY;
      const falloff = Math.max(0, 1 - Math.hypot(dx, dy) / RADIUS);
      const angle = twist * falloff * falloff;
      return { x: CX + dx * Math.cos(angle) - dy * Math.sin(angle), y: CY + dx * Math.sin(angle) + dy * Math.cos(angle) };
    },
    // Pieces of at most 6 units: enough for smooth curves, few enough to warp every frame
    { interpolationThreshold: 6 },
  );

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center' }}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} style={{ overflow: 'visible' }}>
        <path d={twisted} fill="none" stroke="#5eead4" strokeWidth={3} />
      </svg>
    </AbsoluteFill>
  );
};
