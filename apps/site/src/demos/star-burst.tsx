import { Star } from '@remotion/shapes';
import { AbsoluteFill, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { points: number; innerRadius: number };

const OUTER = 120;

// A bonus badge: it starts as a round-ish polygon (innerRadius = outerRadius)
// and springs into a star as innerRadius falls to the chosen value, turning slowly.
export const StarBurst: React.FC<Props> = ({ points, innerRadius }) => {
  const frame = useCurrentFrame();
  const { fps, height } = useVideoConfig();
  // A spring without overshoot, so innerRadius never dips below the chosen value
  const pop = spring({ frame: frame - 15, fps, config: { damping: 200 }, durationInFrames: 45 });
  const inner = OUTER + (innerRadius - OUTER) * pop;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      {/* The top tip touches the top of the star's box, so its centre is OUTER pixels below it */}
      <div style={{ position: 'absolute', top: height / 2 - OUTER, left: 0, right: 0, display: 'flex', justifyContent: 'center' }}>
        <Star
          points={points}
          outerRadius={OUTER}
          innerRadius={inner}
          fill="#f472b6"
          style={{ transform: `rotate(${frame * 0.6}deg)`, transformOrigin: `50% ${OUTER}px` }}
        />
      </div>
      <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center', color: '#0f1729', fontFamily: 'sans-serif', fontSize: 40, fontWeight: 800 }}>
        +50
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
