import { springTiming, TransitionSeries } from '@remotion/transitions';
import { slide } from '@remotion/transitions/slide';
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { damping: number };

const START = 30; // the transition starts here, whatever its length

const Day: React.FC<{ day: string; steps: string; color: string }> = ({ day, steps, color }) => (
  <AbsoluteFill style={{ backgroundColor: color, color: 'white', justifyContent: 'center', alignItems: 'center' }}>
    <div style={{ fontSize: 32 }}>{day}</div>
    <div style={{ fontSize: 80, fontWeight: 800 }}>{steps} steps</div>
  </AbsoluteFill>
);

// A step counter moves on to the next day. Without durationInFrames, the spring's
// own length decides how long the transition lasts, and it depends on damping.
export const SpringTimingSteps: React.FC<Props> = ({ damping }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const timing = springTiming({ config: { damping } });
  const length = timing.getDurationInFrames({ fps });
  const progress = timing.getProgress({ frame: frame - START, fps });
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', inset: '0 0 60px 0', overflow: 'hidden' }}>
        <TransitionSeries>
          <TransitionSeries.Sequence durationInFrames={START + length}>
            <Day day="Monday" steps="8,214" color="#0369a1" />
          </TransitionSeries.Sequence>
          <TransitionSeries.Transition presentation={slide({ direction: 'from-bottom' })} timing={timing} />
          <TransitionSeries.Sequence durationInFrames={120}>
            <Day day="Tuesday" steps="10,502" color="#9333ea" />
          </TransitionSeries.Sequence>
        </TransitionSeries>
      </div>
      <div style={{ position: 'absolute', left: 24, right: 24, bottom: 14, display: 'flex', justifyContent: 'space-between', color: '#e2e8f0', fontSize: 26, fontFamily: 'monospace' }}>
        <span>length {length} frames</span>
        <span>progress {progress.toFixed(2)}</span>
      </div>
    </AbsoluteFill>
  );
};
