import { AbsoluteFill, Easing, interpolate, interpolateColors, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { motion: string };

// The same button entrance, driven three ways. Each gives a progress value that is then
// mapped onto a position and a color.
export const PropertyDrivers: React.FC<Props> = ({ motion }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();

  const progress =
    motion === 'spring'
      ? spring({ frame, fps, delay: 10 })
      : interpolate(frame, [10, 40], [0, 1], {
          easing: motion === 'interpolate + Easing' ? Easing.out(Easing.cubic) : Easing.linear,
          extrapolateLeft: 'clamp',
          extrapolateRight: 'clamp',
        });

  const x = interpolate(progress, [0, 1], [-440, 0]);
  const background = interpolateColors(progress, [0, 1], ['#475569', '#ef4444']);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', gap: 36, fontFamily: 'sans-serif' }}>
      <div style={{ transform: `translateX(${x}px)`, padding: '18px 44px', borderRadius: 40, backgroundColor: background, color: 'white', fontSize: 40, fontWeight: 800 }}>
        Subscribe
      </div>
      <div style={{ color: '#94a3b8', fontSize: 26, fontFamily: 'monospace' }}>progress {progress.toFixed(2)}</div>
    </AbsoluteFill>
  );
};
