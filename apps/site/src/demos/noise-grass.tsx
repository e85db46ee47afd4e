import { noise2D } from '@remotion/noise';
import { AbsoluteFill, random, useCurrentFrame } from 'remotion';

type Props = { speed: number; spacing: number };

const BLADES = 32;

// Grass in the wind: blade i samples the noise at x = i * spacing, y = frame * speed.
// Neighbouring blades get close x values, so they sway together like a gust.
export const NoiseGrass: React.FC<Props> = ({ speed, spacing }) => {
  const frame = useCurrentFrame();

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', top: 20, left: 24, color: '#94a3b8', fontSize: 24, fontFamily: 'monospace' }}>
        noise2D('wind', i * {spacing}, frame * {speed})
      </div>
      <svg width={640} height={300} viewBox="0 0 640 300" style={{ position: 'absolute', bottom: 0 }}>
        {Array.from({ length: BLADES }, (_, i) => {
          const baseX = 20 + i * 19;
          const height = 120 + random(`blade-${i}`) * 80;
          const bend = noise2D('wind', i * spacing, frame * speed) * 60;
          return (
            <path
              key={i}
              d={`M ${baseX} 300 Q ${baseX} ${300 - height / 2} ${baseX + bend} ${300 - height}`}
              fill="none"
              stroke={i % 2 === 0 ? '#4ade80' : '#22c55e'}
              strokeWidth={7}
              strokeLinecap="round"
            />
          );
        })}
      </svg>
    </AbsoluteFill>
  );
};
