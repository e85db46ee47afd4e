import { linearTiming, TransitionSeries, useTransitionProgress } from '@remotion/transitions';
import { slide } from '@remotion/transitions/slide';
import { AbsoluteFill } from 'remotion';

const Quarter: React.FC<{ label: string; sales: number[]; color: string }> = ({ label, sales, color }) => {
  // Read inside the scene: how far it has slid in, and how far out.
  const { entering, exiting } = useTransitionProgress();
  // The bars grow while the card enters and shrink while it leaves.
  const grow = entering * (1 - exiting);
  return (
    <AbsoluteFill style={{ backgroundColor: color, color: 'white', flexDirection: 'row', alignItems: 'center', padding: 40, gap: 40, lineHeight: 1.2, fontFamily: 'sans-serif' }}>
      <div style={{ width: 260 }}>
        <div style={{ fontSize: 64, fontWeight: 700 }}>{label}</div>
        <div style={{ fontSize: 24, fontFamily: 'monospace' }}>entering {entering.toFixed(2)}</div>
        <div style={{ fontSize: 24, fontFamily: 'monospace' }}>exiting {exiting.toFixed(2)}</div>
      </div>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 16, height: 200 }}>
        {sales.map((value, i) => (
          <div key={i} style={{ width: 48, height: value * 2 * grow, borderRadius: 6, backgroundColor: 'rgba(255, 255, 255, 0.85)' }} />
        ))}
      </div>
    </AbsoluteFill>
  );
};

// Two report cards; the second slides in from the right over 40 frames.
export const TransitionProgressReport: React.FC = () => (
  <TransitionSeries>
    <TransitionSeries.Sequence durationInFrames={75}>
      <Quarter label="Q1" sales={[40, 65, 55, 80]} color="#1e3a8a" />
    </TransitionSeries.Sequence>
    <TransitionSeries.Transition presentation={slide({ direction: 'from-right' })} timing={linearTiming({ durationInFrames: 40 })} />
    <TransitionSeries.Sequence durationInFrames={115}>
      <Quarter label="Q2" sales={[70, 90, 60, 100]} color="#065f46" />
    </TransitionSeries.Sequence>
  </TransitionSeries>
);
