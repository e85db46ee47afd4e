import { lines } from '@remotion/effects/lines';
import { pixelate } from '@remotion/effects/pixelate';
import { rings } from '@remotion/effects/rings';
import { AbsoluteFill, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { blockSize: number };

// A retro game changes level: the sunset world breaks into blocks,
// the hills world replaces it at the largest size, and the blocks shrink again.
export const PixelateLevelSwap: React.FC<Props> = ({ blockSize }) => {
  const frame = useCurrentFrame();
  // Rounded so the blocks step through whole sizes; never below 1, the smallest blockSize pixelate() accepts
  const size = Math.round(interpolate(frame, [15, 60, 105], [1, blockSize, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' }));
  const world =
    frame < 60
      ? rings({ colors: ['#f97316', '#facc15', '#fb7185'], thickness: 28, center: [0.5, 1] })
      : lines({ colors: ['#22c55e', '#15803d', '#86efac'], thickness: 30, angle: -25 });

  return (
    <AbsoluteFill>
      <Solid width={640} height={300} effects={[world, pixelate({ blockSize: size })]} />
      <AbsoluteFill style={{ padding: 20 }}>
        <div style={{ alignSelf: 'flex-start', backgroundColor: '#0f1729', color: '#f8fafc', borderRadius: 12, padding: '6px 16px', fontFamily: 'monospace', fontSize: 24 }}>
          {frame < 60 ? 'WORLD 1-1' : 'WORLD 1-2'} · blockSize {size}
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
