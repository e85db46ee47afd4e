import { springTiming, TransitionSeries } from '@remotion/transitions';
import { iris } from '@remotion/transitions/iris';
import { AbsoluteFill, useVideoConfig } from 'remotion';

// An award show: the winner opens up through a growing circle in the middle.
export const IrisWinnerReveal: React.FC = () => {
  const { width, height } = useVideoConfig();
  return (
    // A spring ends a hair short of 1: on the frame after the transition the circle
    // still misses the corners, and this backdrop fills them.
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={70}>
          <AbsoluteFill style={{ backgroundColor: '#0f1729', color: '#e2e8f0', justifyContent: 'center', alignItems: 'center', fontSize: 52, fontFamily: 'serif' }}>
            And the winner is…
          </AbsoluteFill>
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition
          presentation={iris({ width, height })}
          timing={springTiming({ config: { damping: 200 }, durationInFrames: 40 })}
        />
        <TransitionSeries.Sequence durationInFrames={120}>
          <AbsoluteFill style={{ backgroundColor: '#f97316', color: '#1c1917', justifyContent: 'center', alignItems: 'center', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
            <div style={{ fontSize: 30, fontWeight: 600 }}>Best short film</div>
            <div style={{ fontSize: 84, fontWeight: 800 }}>Paper Boats</div>
          </AbsoluteFill>
        </TransitionSeries.Sequence>
      </TransitionSeries>
    </AbsoluteFill>
  );
};
