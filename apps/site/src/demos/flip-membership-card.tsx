import { springTiming, TransitionSeries } from '@remotion/transitions';
import { flip, type FlipDirection } from '@remotion/transitions/flip';
import { AbsoluteFill } from 'remotion';

type Props = { direction: FlipDirection; perspective: number };

const Card: React.FC<{ tier: string; note: string; color: string }> = ({ tier, note, color }) => (
  <AbsoluteFill style={{ backgroundColor: color, borderRadius: 24, color: '#0f1729', justifyContent: 'center', alignItems: 'center' }}>
    <div style={{ fontSize: 26, fontWeight: 600 }}>{note}</div>
    <div style={{ fontSize: 72, fontWeight: 800, letterSpacing: 6 }}>{tier}</div>
  </AbsoluteFill>
);

// A member card turns over to show its upgrade. The card is smaller than the
// frame, so the dark background shows while the card stands edge-on.
export const FlipMembershipCard: React.FC<Props> = ({ direction, perspective }) => (
  <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
    <div style={{ position: 'relative', width: 400, height: 230 }}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={70}>
          <Card tier="SILVER" note="Member since 2021" color="#cbd5e1" />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition
          presentation={flip({ direction, perspective })}
          timing={springTiming({ config: { damping: 200 }, durationInFrames: 40 })}
        />
        <TransitionSeries.Sequence durationInFrames={120}>
          <Card tier="GOLD" note="Upgraded today" color="#facc15" />
        </TransitionSeries.Sequence>
      </TransitionSeries>
    </div>
  </AbsoluteFill>
);
