import { TransitionSeries, type TransitionTiming } from '@remotion/transitions';
import { wipe } from '@remotion/transitions/wipe';
import { AbsoluteFill, Easing, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { bpm: number };

// Our own timing: the transition lasts a number of beats at a tempo, and on each
// beat it pushes one step further, then waits for the next beat.
const beatTiming = ({ bpm, beats }: { bpm: number; beats: number }): TransitionTiming => {
  // A beat in frames depends on the frame rate, which the series passes in.
  const beatFrames = (fps: number) => (60 / bpm) * fps;
  return {
    getDurationInFrames: ({ fps }) => Math.round(beats * beatFrames(fps)),
    getProgress: ({ frame, fps }) => {
      // Negative before the transition starts: stay at 0 there.
      const beat = Math.max(0, frame / beatFrames(fps));
      const beatsDone = Math.floor(beat);
      // The first third of each beat moves to the next step; the rest holds it.
      const push = interpolate(beat - beatsDone, [0, 1 / 3], [0, 1], {
        easing: Easing.out(Easing.cubic),
        extrapolateRight: 'clamp',
      });
      return Math.min(1, (beatsDone + push) / beats);
    },
  };
};

const START = 20; // the transition starts here; the first scene grows with it
const GRAPH_W = 592;
const GRAPH_H = 70;

const Part: React.FC<{ name: string; color: string }> = ({ name, color }) => (
  <AbsoluteFill style={{ backgroundColor: color, color: 'white', justifyContent: 'center', alignItems: 'center', fontSize: 88, fontWeight: 800, letterSpacing: 6 }}>
    {name}
  </AbsoluteFill>
);

export const CustomTimingBeats: React.FC<Props> = ({ bpm }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const timing = beatTiming({ bpm, beats: 4 });
  const length = timing.getDurationInFrames({ fps });
  // The progress curve across the whole demo, and a dot for the current frame.
  const x = (f: number) => (f / 149) * GRAPH_W;
  const y = (f: number) => GRAPH_H - timing.getProgress({ frame: f - START, fps }) * GRAPH_H;
  const curve = Array.from({ length: 150 }, (_, f) => `${x(f)},${y(f)}`).join(' ');
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', inset: '0 0 100px 0', overflow: 'hidden' }}>
        <TransitionSeries>
          <TransitionSeries.Sequence durationInFrames={START + length}>
            <Part name="VERSE" color="#475569" />
          </TransitionSeries.Sequence>
          <TransitionSeries.Transition presentation={wipe({ direction: 'from-left' })} timing={timing} />
          <TransitionSeries.Sequence durationInFrames={150 - START}>
            <Part name="CHORUS" color="#db2777" />
          </TransitionSeries.Sequence>
        </TransitionSeries>
      </div>
      <svg width={GRAPH_W} height={GRAPH_H} style={{ position: 'absolute', left: 24, bottom: 15, overflow: 'visible' }}>
        <polyline points={curve} fill="none" stroke="#38bdf8" strokeWidth={3} />
        <circle cx={x(frame)} cy={y(frame)} r={7} fill="#f8fafc" />
      </svg>
    </AbsoluteFill>
  );
};
