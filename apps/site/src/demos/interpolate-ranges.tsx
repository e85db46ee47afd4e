import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { endFrame: number };

// A "New" badge fades in and slides up from frame 0 to `endFrame`, then holds (clamped).
export const InterpolateRanges: React.FC<Props> = ({ endFrame }) => {
  const frame = useCurrentFrame();
  const opacity = interpolate(frame, [0, endFrame], [0, 1], { extrapolateRight: 'clamp' });
  const y = interpolate(frame, [0, endFrame], [60, 0], { extrapolateRight: 'clamp' });
  return (
    <AbsoluteFill style={{ backgroundColor: '#1e1b2e', justifyContent: 'center', alignItems: 'center' }}>
      <div style={{ opacity, transform: `translateY(${y}px)`, padding: '16px 32px', borderRadius: 12, backgroundColor: '#f472b6', color: '#1e1b2e', fontSize: 48, fontWeight: 700, fontFamily: 'sans-serif' }}>
        New
      </div>
    </AbsoluteFill>
  );
};
