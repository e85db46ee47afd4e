import { linearTiming, TransitionSeries } from '@remotion/transitions';
import { wipe } from '@remotion/transitions/wipe';
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { durationInFrames: number };

// The transition always starts at frame 40: the first scene grows by its length.
const START = 40;

const Light: React.FC<{ word: string; color: string }> = ({ word, color }) => (
  <AbsoluteFill style={{ backgroundColor: color, color: '#0f1729', justifyContent: 'center', alignItems: 'center', fontSize: 96, fontWeight: 800 }}>
    {word}
  </AbsoluteFill>
);

export const LinearTimingLength: React.FC<Props> = ({ durationInFrames }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const timing = linearTiming({ durationInFrames });
  // The same progress the wipe receives, counted from the start of the transition.
  const progress = timing.getProgress({ frame: frame - START, fps });
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', inset: '0 0 70px 0', overflow: 'hidden' }}>
        <TransitionSeries>
          <TransitionSeries.Sequence durationInFrames={START + durationInFrames}>
            <Light word="READY" color="#fbbf24" />
          </TransitionSeries.Sequence>
          <TransitionSeries.Transition presentation={wipe({ direction: 'from-left' })} timing={timing} />
          <TransitionSeries.Sequence durationInFrames={110}>
            <Light word="GO" color="#4ade80" />
          </TransitionSeries.Sequence>
        </TransitionSeries>
      </div>
      <div style={{ position: 'absolute', left: 24, right: 24, bottom: 14, display: 'flex', alignItems: 'center', gap: 20, color: '#e2e8f0', fontSize: 26, fontFamily: 'monospace' }}>
        <div style={{ flex: 1, height: 16, borderRadius: 8, backgroundColor: '#334155' }}>
          <div style={{ width: `${progress * 100}%`, height: '100%', borderRadius: 8, backgroundColor: '#38bdf8' }} />
        </div>
        progress {progress.toFixed(2)}
      </div>
    </AbsoluteFill>
  );
};
