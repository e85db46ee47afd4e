import { linearTiming, TransitionSeries } from '@remotion/transitions';
import { pushCut } from '@remotion/transitions/push-cut';
import { AbsoluteFill } from 'remotion';

type Props = { flashOpacity: number; outgoingScale: number };

// Title cards of a trailer. The stripes make the small push-in easy to see.
const TitleCard: React.FC<{ text: string; color: string }> = ({ text, color }) => (
  <AbsoluteFill
    style={{
      backgroundColor: color,
      backgroundImage: 'repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.12) 0 2px, transparent 2px 40px)',
      color: 'white',
      justifyContent: 'center',
      alignItems: 'center',
      fontSize: 64,
      fontWeight: 800,
      letterSpacing: 3,
      lineHeight: 1.2,
      fontFamily: 'sans-serif',
    }}
  >
    {text}
  </AbsoluteFill>
);

export const PushCutTrailer: React.FC<Props> = ({ flashOpacity, outgoingScale }) => {
  const punch = pushCut({ flashOpacity, outgoingScale });
  // 11 frames: the cut itself falls on frame 5 of each transition.
  const timing = linearTiming({ durationInFrames: 11 });
  return (
    <TransitionSeries>
      <TransitionSeries.Sequence durationInFrames={55}>
        <TitleCard text="THIS SUMMER" color="#7f1d1d" />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition presentation={punch} timing={timing} />
      <TransitionSeries.Sequence durationInFrames={55}>
        <TitleCard text="ONE ROAD" color="#1e3a8a" />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition presentation={punch} timing={timing} />
      <TransitionSeries.Sequence durationInFrames={62}>
        <TitleCard text="NO WAY BACK" color="#14532d" />
      </TransitionSeries.Sequence>
    </TransitionSeries>
  );
};
