import { AbsoluteFill, Sequence, measureSpring, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { damping: number };

const START = 10;
const WIDTH = 560;
const HEIGHT = 90;

// A toast drops in with a spring; measureSpring() says how many frames that takes,
// and a "Settled" label is placed on the timeline at exactly that frame.
export const SpringSettleTime: React.FC<Props> = ({ damping }) => {
  const frame = useCurrentFrame();
  const { fps, durationInFrames } = useVideoConfig();
  const config = { damping };
  const settled = measureSpring({ fps, config });
  const drop = spring({ frame, fps, config, delay: START });

  // The spring's value over the whole video, drawn as a graph from 0 to 1.7.
  const x = (f: number) => (f / (durationInFrames - 1)) * WIDTH;
  const y = (value: number) => HEIGHT - (value / 1.7) * HEIGHT;
  const curve = Array.from({ length: durationInFrames }, (_, f) => `${x(f)},${y(spring({ frame: f, fps, config, delay: START }))}`).join(' ');

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', alignItems: 'center', padding: 24, gap: 20, fontFamily: 'sans-serif' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, height: 120 }}>
        <div style={{ transform: `translateY(${(drop - 1) * 100}px)`, padding: '14px 28px', borderRadius: 14, backgroundColor: '#f8fafc', color: '#0f1729', fontSize: 30, fontWeight: 700 }}>
          Upload complete
        </div>
        <div style={{ width: 120, color: '#4ade80', fontSize: 28, fontWeight: 700 }}>
          <Sequence from={START + settled} layout="none">
            Settled
          </Sequence>
        </div>
      </div>
      <svg width={WIDTH} height={HEIGHT} style={{ overflow: 'visible' }}>
        <line x1={0} x2={WIDTH} y1={y(1)} y2={y(1)} stroke="#475569" strokeWidth={2} />
        <polyline points={curve} fill="none" stroke="#38bdf8" strokeWidth={3} />
        <line x1={x(START + settled)} x2={x(START + settled)} y1={0} y2={HEIGHT} stroke="#4ade80" strokeWidth={3} strokeDasharray="6 6" />
        <line x1={x(frame)} x2={x(frame)} y1={0} y2={HEIGHT} stroke="#f8fafc" strokeWidth={2} />
      </svg>
      <div style={{ color: '#e2e8f0', fontSize: 24 }}>
        measureSpring() = {settled} frames at {fps} fps
      </div>
    </AbsoluteFill>
  );
};
