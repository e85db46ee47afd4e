import { AbsoluteFill, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { damping: number };

// A puck springs from the left edge to the right: lower damping, more bounce.
export const SpringDamping: React.FC<Props> = ({ damping }) => {
  const frame = useCurrentFrame();
  const { fps, width } = useVideoConfig();
  const progress = spring({ frame, fps, config: { damping }, durationInFrames: 60 });
  const x = 40 + progress * (width - 160);
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center' }}>
      <div style={{ position: 'absolute', left: 40, right: 40, top: '50%', height: 2, backgroundColor: '#334155' }} />
      <div style={{ width: 80, height: 80, borderRadius: 40, backgroundColor: '#38bdf8', transform: `translateX(${x}px)` }} />
    </AbsoluteFill>
  );
};
