import { AbsoluteFill, Freeze, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { freezeAt: number };

// A runner that reads the current frame for its position and its label.
const Runner: React.FC<{ color: string; label: string }> = ({ color, label }) => {
  const frame = useCurrentFrame();
  const { durationInFrames } = useVideoConfig();
  const x = interpolate(frame, [0, durationInFrames - 1], [0, 480]);
  return (
    <div style={{ position: 'relative', height: 100, borderBottom: '3px solid #475569' }}>
      <div style={{ position: 'absolute', left: 0, top: 6, color: '#94a3b8', fontSize: 24, fontFamily: 'monospace' }}>
        {label}: frame {frame}
      </div>
      <div style={{ position: 'absolute', left: x, bottom: 8, width: 60, height: 40, borderRadius: 20, backgroundColor: color }} />
    </div>
  );
};

// Two copies of the same runner. The second one is frozen from `freezeAt` on, while the first keeps going.
export const FreezeLanes: React.FC<Props> = ({ freezeAt }) => {
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', padding: '30px 40px', gap: 30, fontFamily: 'sans-serif' }}>
      <Runner color="#38bdf8" label="running" />
      <Freeze frame={freezeAt} active={(f) => f >= freezeAt}>
        <Runner color="#facc15" label="in <Freeze>" />
      </Freeze>
    </AbsoluteFill>
  );
};
