import { AbsoluteFill, Loop, interpolate, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { durationInFrames: number };

// Inside the loop, the frame runs from 0 to durationInFrames - 1 and starts over: one hop each time.
const Hop: React.FC<{ x: number }> = ({ x }) => {
  const frame = useCurrentFrame();
  const loop = Loop.useLoop();
  const duration = loop?.durationInFrames ?? 1;
  const height = Math.sin((frame / duration) * Math.PI) * 110;
  return (
    <AbsoluteFill>
      <div style={{ position: 'absolute', top: 20, left: 32, color: '#e2e8f0', fontSize: 26, fontFamily: 'monospace' }}>
        iteration {loop?.iteration} · frame {frame}
      </div>
      <div style={{ position: 'absolute', left: x, top: 190 - height, width: 50, height: 50, borderRadius: 25, backgroundColor: '#f472b6' }} />
    </AbsoluteFill>
  );
};

// The ball crosses the stage once over the whole video (outer frame) and hops once per iteration.
export const LoopHops: React.FC<Props> = ({ durationInFrames }) => {
  const frame = useCurrentFrame();
  const video = useVideoConfig();
  const x = interpolate(frame, [0, video.durationInFrames - 1], [30, 560]);
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', fontFamily: 'sans-serif' }}>
      <div style={{ position: 'absolute', left: 0, right: 0, top: 240, height: 4, backgroundColor: '#475569' }} />
      <Loop durationInFrames={durationInFrames}>
        <Hop x={x} />
      </Loop>
    </AbsoluteFill>
  );
};
