import { linearTiming, TransitionSeries, useTransitionProgress } from '@remotion/transitions';
import { none } from '@remotion/transitions/none';
import { AbsoluteFill, Easing, interpolate } from 'remotion';

// none() leaves both scenes untouched, so each digit moves itself: the old one
// rolls up and out while the new one rolls up from below, like a flip counter.
const Digit: React.FC<{ value: number }> = ({ value }) => {
  const { entering, exiting } = useTransitionProgress();
  const y = interpolate(entering, [0, 1], [100, 0]) + interpolate(exiting, [0, 1], [0, -100]);
  return (
    <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center', transform: `translateY(${y}%)` }}>
      <div style={{ fontSize: 110, fontWeight: 800, color: '#facc15' }}>{value}</div>
    </AbsoluteFill>
  );
};

export const NoneScoreTicker: React.FC = () => (
  <AbsoluteFill style={{ backgroundColor: '#0f1729', color: '#e2e8f0', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 28, lineHeight: 1.2, fontFamily: 'sans-serif' }}>
    <div style={{ fontSize: 36, fontWeight: 700 }}>HOME</div>
    {/* Only the home score is a series; the window clips the rolling digits. */}
    <div style={{ position: 'relative', width: 110, height: 140, overflow: 'hidden', borderRadius: 12, backgroundColor: '#1e293b' }}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={70}>
          <Digit value={2} />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition presentation={none()} timing={linearTiming({ durationInFrames: 20, easing: Easing.out(Easing.cubic) })} />
        <TransitionSeries.Sequence durationInFrames={100}>
          <Digit value={3} />
        </TransitionSeries.Sequence>
      </TransitionSeries>
    </div>
    <div style={{ fontSize: 110, fontWeight: 800 }}>:</div>
    <div style={{ display: 'flex', width: 110, height: 140, justifyContent: 'center', alignItems: 'center', borderRadius: 12, backgroundColor: '#1e293b', fontSize: 110, fontWeight: 800, color: '#facc15' }}>1</div>
    <div style={{ fontSize: 36, fontWeight: 700 }}>AWAY</div>
  </AbsoluteFill>
);
