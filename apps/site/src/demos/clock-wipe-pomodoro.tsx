import { linearTiming, TransitionSeries } from '@remotion/transitions';
import { clockWipe } from '@remotion/transitions/clock-wipe';
import { AbsoluteFill, useVideoConfig } from 'remotion';

const Phase: React.FC<{ name: string; minutes: number; color: string }> = ({ name, minutes, color }) => (
  <AbsoluteFill style={{ backgroundColor: color, color: 'white', justifyContent: 'center', alignItems: 'center', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
    <div style={{ fontSize: 36, letterSpacing: 4 }}>{name}</div>
    <div style={{ fontSize: 96, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{minutes}:00</div>
  </AbsoluteFill>
);

// A focus timer hands over to the break: the new phase sweeps in like a clock hand.
export const ClockWipePomodoro: React.FC = () => {
  // The series fills the whole composition, so its size is the composition's.
  const { width, height } = useVideoConfig();
  return (
    <TransitionSeries>
      <TransitionSeries.Sequence durationInFrames={75}>
        <Phase name="FOCUS" minutes={25} color="#b91c1c" />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition presentation={clockWipe({ width, height })} timing={linearTiming({ durationInFrames: 60 })} />
      <TransitionSeries.Sequence durationInFrames={135}>
        <Phase name="BREAK" minutes={5} color="#15803d" />
      </TransitionSeries.Sequence>
    </TransitionSeries>
  );
};
