import { AbsoluteFill, Series, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { quoteDuration: number; offset: number };

const INTRO = 40;

// Every part starts at its own frame 0, wherever the series places it.
const Card: React.FC<{ label: string; color: string }> = ({ label, color }) => {
  const frame = useCurrentFrame();
  const opacity = interpolate(frame, [0, 8], [0, 1], { extrapolateRight: 'clamp' });
  return (
    <AbsoluteFill style={{ backgroundColor: color, opacity, justifyContent: 'center', alignItems: 'center', gap: 8, color: '#0f1729' }}>
      <div style={{ fontSize: 44, fontWeight: 800 }}>{label}</div>
      <div style={{ fontSize: 24, fontFamily: 'monospace' }}>part frame {frame}</div>
    </AbsoluteFill>
  );
};

// A podcast clip in three parts. Change the quote's length or the outro's offset,
// and the outro moves: the series computes each start from the parts before it.
export const SeriesEpisode: React.FC<Props> = ({ quoteDuration, offset }) => {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  // Only for the timeline drawing below; <Series> works these out by itself.
  const quoteStart = INTRO;
  const outroStart = INTRO + quoteDuration + offset;
  const toX = (f: number) => (f / durationInFrames) * 560;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', top: 20, left: 40, width: 560, height: 190, borderRadius: 12, overflow: 'hidden', backgroundColor: '#1e293b' }}>
        <Series>
          <Series.Sequence durationInFrames={INTRO} name="Intro">
            <Card label="Episode 12" color="#38bdf8" />
          </Series.Sequence>
          <Series.Sequence durationInFrames={quoteDuration} name="Quote">
            <Card label="“Ship it on Friday”" color="#facc15" />
          </Series.Sequence>
          {/* The last part may run until the video ends */}
          <Series.Sequence durationInFrames={Infinity} offset={offset} name="Outro">
            <Card label="Subscribe" color="#4ade80" />
          </Series.Sequence>
        </Series>
      </div>
      <div style={{ position: 'absolute', left: 40, bottom: 30, width: 560, height: 24, borderRadius: 4, backgroundColor: '#334155' }}>
        <div style={{ position: 'absolute', left: 0, width: toX(INTRO), height: 24, backgroundColor: '#38bdf8' }} />
        <div style={{ position: 'absolute', left: toX(quoteStart), width: toX(quoteDuration), height: 24, backgroundColor: '#facc15' }} />
        <div style={{ position: 'absolute', left: toX(outroStart), right: 0, top: 6, height: 12, backgroundColor: '#4ade80' }} />
        <div style={{ position: 'absolute', left: toX(frame), top: -6, width: 3, height: 36, backgroundColor: '#f8fafc' }} />
      </div>
    </AbsoluteFill>
  );
};
