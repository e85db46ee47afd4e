import { AbsoluteFill, Sequence, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { from: number; durationInFrames: number };

// Inside the sequence, useCurrentFrame() is 0 at `from`, so the banner animates from its own start.
const GoalBanner: React.FC = () => {
  const frame = useCurrentFrame();
  const x = interpolate(frame, [0, 10], [-640, 0], { extrapolateRight: 'clamp' });
  return (
    <div style={{ position: 'absolute', top: 90, left: 0, right: 0, transform: `translateX(${x}px)`, display: 'flex', justifyContent: 'center', alignItems: 'baseline', gap: 24, padding: '12px 0', backgroundColor: '#facc15', color: '#0f1729' }}>
      <span style={{ fontSize: 48, fontWeight: 900 }}>GOAL!</span>
      <span style={{ fontSize: 24, fontFamily: 'monospace' }}>sequence frame {frame}</span>
    </div>
  );
};

// A score overlay: the banner is on screen from `from` for `durationInFrames` frames.
export const SequenceBanner: React.FC<Props> = ({ from, durationInFrames }) => {
  const frame = useCurrentFrame();
  const video = useVideoConfig();
  const toX = (f: number) => (Math.min(f, video.durationInFrames) / video.durationInFrames) * 560;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', top: 24, left: 40, color: '#e2e8f0', fontSize: 32, fontWeight: 700 }}>HOME 2 : 1 AWAY</div>
      <Sequence from={from} durationInFrames={durationInFrames} name="Goal banner">
        <GoalBanner />
      </Sequence>
      {/* The timeline: the sequence's frames in yellow, the playhead in white */}
      <div style={{ position: 'absolute', left: 40, bottom: 30, width: 560 }}>
        <div style={{ color: '#94a3b8', fontSize: 24, fontFamily: 'monospace', marginBottom: 10 }}>video frame {frame}</div>
        <div style={{ position: 'relative', height: 24, borderRadius: 4, backgroundColor: '#334155' }}>
          <div style={{ position: 'absolute', left: toX(from), width: toX(from + durationInFrames) - toX(from), height: '100%', backgroundColor: '#facc15' }} />
          <div style={{ position: 'absolute', left: toX(frame), top: -6, width: 3, height: 36, backgroundColor: '#f8fafc' }} />
        </div>
      </div>
    </AbsoluteFill>
  );
};
