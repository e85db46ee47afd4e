import { linearTiming, TransitionSeries } from '@remotion/transitions';
import { fade } from '@remotion/transitions/fade';
import { AbsoluteFill } from 'remotion';

type Props = { shouldFadeOutExitingScene: 'true' | 'false' };

// Only the status word is a scene: it has no background, so the old word
// shows through the new one unless it fades out as well.
const Status: React.FC<{ text: string; color: string }> = ({ text, color }) => (
  <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center', paddingTop: 70 }}>
    <div style={{ fontSize: 76, fontWeight: 800, letterSpacing: 4, color }}>{text}</div>
  </AbsoluteFill>
);

export const FadeFlightStatus: React.FC<Props> = ({ shouldFadeOutExitingScene }) => (
  <AbsoluteFill style={{ backgroundColor: '#0f1729', lineHeight: 1.2, fontFamily: 'sans-serif' }}>
    {/* The departure board stays put; the series only swaps the status. */}
    <div style={{ position: 'absolute', top: 40, width: '100%', textAlign: 'center', color: '#e2e8f0', fontSize: 36 }}>
      Flight TR 482 · Gate B12
    </div>
    <TransitionSeries>
      <TransitionSeries.Sequence durationInFrames={75}>
        <Status text="BOARDING" color="#fbbf24" />
      </TransitionSeries.Sequence>
      <TransitionSeries.Transition
        presentation={fade({ shouldFadeOutExitingScene: shouldFadeOutExitingScene === 'true' })}
        timing={linearTiming({ durationInFrames: 45 })}
      />
      <TransitionSeries.Sequence durationInFrames={120}>
        <Status text="DEPARTED" color="#4ade80" />
      </TransitionSeries.Sequence>
    </TransitionSeries>
  </AbsoluteFill>
);
