import { linearTiming, TransitionSeries } from '@remotion/transitions';
import { fade } from '@remotion/transitions/fade';
import { slide } from '@remotion/transitions/slide';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Props = { transitionFrames: number };

const STOP_FRAMES = 70;
const PX_PER_FRAME = 4; // the timeline below: 150 frames across 600 px
const lisbon = { city: 'Lisbon', day: 'Day 1', color: '#0e7490' };
const porto = { city: 'Porto', day: 'Day 3', color: '#b45309' };
const faro = { city: 'Faro', day: 'Day 6', color: '#7e22ce' };
const stops = [lisbon, porto, faro];

const Stop: React.FC<{ city: string; day: string; color: string }> = ({ city, day, color }) => (
  <AbsoluteFill style={{ backgroundColor: color, color: 'white', justifyContent: 'center', alignItems: 'center' }}>
    <div style={{ fontSize: 28, opacity: 0.85 }}>{day}</div>
    <div style={{ fontSize: 72, fontWeight: 700 }}>{city}</div>
  </AbsoluteFill>
);

// Three stops of a trip. Each transition overlaps its two neighbours, so every stop
// starts `transitionFrames` earlier than the previous one ends (see the timeline).
export const TransitionSeriesItinerary: React.FC<Props> = ({ transitionFrames }) => {
  const frame = useCurrentFrame();
  const timing = linearTiming({ durationInFrames: transitionFrames });
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', left: 0, top: 0, width: 640, height: 230, overflow: 'hidden' }}>
        <TransitionSeries>
          <TransitionSeries.Sequence durationInFrames={STOP_FRAMES}>
            <Stop {...lisbon} />
          </TransitionSeries.Sequence>
          <TransitionSeries.Transition presentation={fade()} timing={timing} />
          <TransitionSeries.Sequence durationInFrames={STOP_FRAMES}>
            <Stop {...porto} />
          </TransitionSeries.Sequence>
          <TransitionSeries.Transition presentation={slide({ direction: 'from-right' })} timing={timing} />
          <TransitionSeries.Sequence durationInFrames={STOP_FRAMES}>
            <Stop {...faro} />
          </TransitionSeries.Sequence>
        </TransitionSeries>
      </div>
      <div style={{ position: 'absolute', left: 20, top: 244, width: 600, height: 66, overflow: 'hidden' }}>
        {stops.map(({ city, color }, i) => (
          <div
            key={city}
            style={{ position: 'absolute', top: i * 24, height: 18, borderRadius: 4, backgroundColor: color, left: i * (STOP_FRAMES - transitionFrames) * PX_PER_FRAME, width: STOP_FRAMES * PX_PER_FRAME }}
          />
        ))}
        <div style={{ position: 'absolute', top: 0, bottom: 0, width: 3, backgroundColor: '#f8fafc', left: frame * PX_PER_FRAME }} />
      </div>
    </AbsoluteFill>
  );
};
