import { makeArrow } from '@remotion/shapes';
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { shaftWidth: number; cornerRadius: number };

const HEAD_LENGTH = 80;
const HEAD_WIDTH = 110;

// A trend arrow stretches out to its full length. It starts with length = headLength,
// the shortest arrow makeArrow() accepts, so only the shaft grows.
export const ArrowStretch: React.FC<Props> = ({ shaftWidth, cornerRadius }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const grow = spring({ frame: frame - 10, fps, config: { damping: 14 }, durationInFrames: 50 });
  const length = Math.round(interpolate(grow, [0, 1], [HEAD_LENGTH, 520]));
  const arrow = makeArrow({ length, headLength: HEAD_LENGTH, headWidth: HEAD_WIDTH, shaftWidth, cornerRadius });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', padding: '50px 40px', gap: 30 }}>
      <svg width={arrow.width} height={arrow.height} viewBox={`0 0 ${arrow.width} ${arrow.height}`} style={{ overflow: 'visible' }}>
        <path d={arrow.path} fill="#34d399" />
      </svg>
      <div style={{ color: '#e2e8f0', fontFamily: 'monospace', fontSize: 32 }}>length: {length}</div>
    </AbsoluteFill>
  );
};
