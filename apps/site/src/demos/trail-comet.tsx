import { Trail } from '@remotion/motion-blur';
import { AbsoluteFill, Easing, interpolate, random, useCurrentFrame } from 'remotion';

type Props = { layers: number; lagInFrames: number; trailOpacity: number };

// Fixed star positions: random() with a seed returns the same number on every frame.
const STARS = Array.from({ length: 40 }, (_, i) => ({ x: random(`x-${i}`) * 640, y: random(`y-${i}`) * 300 }));

// The comet reads the frame itself, so each copy that <Trail> draws sees an earlier frame.
const Comet: React.FC = () => {
  const frame = useCurrentFrame();
  const t = interpolate(frame, [10, 70], [0, 1], { easing: Easing.inOut(Easing.quad), extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const x = 50 + t * 540;
  const y = 250 - Math.sin(t * Math.PI) * 180;
  return <div style={{ position: 'absolute', left: x - 18, top: y - 18, width: 36, height: 36, borderRadius: 18, backgroundColor: '#fde68a', boxShadow: '0 0 24px #fbbf24' }} />;
};

export const TrailComet: React.FC<Props> = ({ layers, lagInFrames, trailOpacity }) => {
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      {STARS.map((star, i) => (
        <div key={i} style={{ position: 'absolute', left: star.x, top: star.y, width: 3, height: 3, borderRadius: 2, backgroundColor: '#94a3b8' }} />
      ))}
      {/* The background stays outside: <Trail> draws its children last, on top of the copies, so a background inside would cover them. */}
      <Trail layers={layers} lagInFrames={lagInFrames} trailOpacity={trailOpacity}>
        <Comet />
      </Trail>
    </AbsoluteFill>
  );
};
