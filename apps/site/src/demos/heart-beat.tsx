import { makeHeart } from '@remotion/shapes';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { aspectRatio: number; depthAdjustment: number };

const BEAT = 25; // frames between beats: 72 beats per minute at 30 fps

// A heart beats on a fitness tracker; it swells from the middle of its box on every beat.
export const HeartBeat: React.FC<Props> = ({ aspectRatio, depthAdjustment }) => {
  const frame = useCurrentFrame();
  const heart = makeHeart({ height: 170, aspectRatio, depthAdjustment });
  const [originX, originY] = heart.transformOrigin.split(' ').map(Number) as [number, number];
  const sinceBeat = frame % BEAT;
  const scale = 1 + interpolate(sinceBeat, [0, 4, 14], [0, 0.14, 0], { extrapolateRight: 'clamp' });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 48 }}>
      <svg width={heart.width} height={heart.height} viewBox={`0 0 ${heart.width} ${heart.height}`} style={{ overflow: 'visible' }}>
        <path
          d={heart.path}
          fill="#f43f5e"
          transform={`translate(${originX} ${originY}) scale(${scale}) translate(${-originX} ${-originY})`}
        />
      </svg>
      <div style={{ color: '#e2e8f0', fontFamily: 'sans-serif', fontSize: 40, fontWeight: 700 }}>72 bpm</div>
    </AbsoluteFill>
  );
};
