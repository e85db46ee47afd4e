import { springTiming, TransitionSeries } from '@remotion/transitions';
import { slide, type SlideDirection } from '@remotion/transitions/slide';
import { AbsoluteFill } from 'remotion';

type Props = { direction: SlideDirection };

const Track: React.FC<{ n: number; title: string; color: string }> = ({ n, title, color }) => (
  <AbsoluteFill style={{ backgroundColor: color, color: 'white', justifyContent: 'center', paddingLeft: 60, lineHeight: 1.2, fontFamily: 'sans-serif' }}>
    <div style={{ fontSize: 28, opacity: 0.8 }}>Track {n} of 3</div>
    <div style={{ fontSize: 80, fontWeight: 700 }}>{title}</div>
  </AbsoluteFill>
);

// A playlist: each track pushes the previous one out through the opposite side.
export const SlidePlaylist: React.FC<Props> = ({ direction }) => {
  const push = slide({ direction });
  // damping: 200 stops the slide without bouncing past the edge.
  const timing = springTiming({ config: { damping: 200 }, durationInFrames: 25 });
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={60}>
          <Track n={1} title="Sunrise" color="#c2410c" />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition presentation={push} timing={timing} />
        <TransitionSeries.Sequence durationInFrames={60}>
          <Track n={2} title="Tidal" color="#0369a1" />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition presentation={push} timing={timing} />
        <TransitionSeries.Sequence durationInFrames={80}>
          <Track n={3} title="Afterglow" color="#6d28d9" />
        </TransitionSeries.Sequence>
      </TransitionSeries>
    </AbsoluteFill>
  );
};
