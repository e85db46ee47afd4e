import { Starburst } from '@remotion/starburst';
import { AbsoluteFill, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { rays: number; vignette: number };

// A "level up" badge pops in while rays turn behind it.
export const StarburstLevelUp: React.FC<Props> = ({ rays, vignette }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const pop = spring({ frame: frame - 10, fps, config: { damping: 12 } });

  return (
    <AbsoluteFill style={{ backgroundColor: '#1e1b4b' }}>
      {/* With two colors, an even number of rays keeps them alternating all the way round */}
      <Starburst rays={rays} colors={['#facc15', '#f97316']} rotation={frame * 1.5} vignette={vignette} smoothness={0.1} />
      <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center' }}>
        <div
          style={{
            transform: `scale(${pop})`,
            backgroundColor: '#1e1b4b',
            color: '#fde68a',
            border: '6px solid #fde68a',
            borderRadius: 24,
            padding: '12px 32px',
            fontFamily: 'sans-serif',
            fontSize: 48,
            fontWeight: 800,
          }}
        >
          LEVEL 5
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
