import { noise4D } from '@remotion/noise';
import { AbsoluteFill, interpolate, random, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { timeRadius: number };

const STARS = 80;

// Twinkling stars that loop without a jump. x and y are the star's position; z and w go once
// around a circle over the video, so the last frame leads back into the first.
export const NoiseStarLoop: React.FC<Props> = ({ timeRadius }) => {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const angle = (frame / durationInFrames) * Math.PI * 2;
  const z = Math.cos(angle) * timeRadius;
  const w = Math.sin(angle) * timeRadius;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg width={640} height={300}>
        {Array.from({ length: STARS }, (_, i) => {
          const x = random(`x-${i}`) * 640;
          const y = random(`y-${i}`) * 300;
          const value = noise4D('twinkle', x * 0.02, y * 0.02, z, w);
          return (
            <circle
              key={i}
              cx={x}
              cy={y}
              r={interpolate(value, [-0.5, 0.5], [1, 6], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' })}
              fill="#fde68a"
              opacity={interpolate(value, [-0.5, 0.5], [0.1, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' })}
            />
          );
        })}
        {/* The path of (z, w): a circle whose radius is timeRadius */}
        <g transform="translate(560 190)">
          <rect x={-70} y={-60} width={140} height={160} rx={12} fill="#1e293b" />
          <circle r={timeRadius * 30} fill="none" stroke="#64748b" strokeWidth={2} />
          <circle cx={z * 30} cy={w * 30} r={6} fill="#38bdf8" />
          <text y={85} textAnchor="middle" fill="#94a3b8" fontSize={24} fontFamily="monospace">
            (z, w)
          </text>
        </g>
      </svg>
    </AbsoluteFill>
  );
};
