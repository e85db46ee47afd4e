import { evolvePath } from '@remotion/paths';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { drawFrames: number };

// A city skyline as one open path, from the left edge to the right.
const skyline =
  'M 20 260 L 70 260 L 70 150 L 120 150 L 120 200 L 160 200 L 160 90 L 185 60 L 210 90 L 210 260 ' +
  'L 250 260 L 250 170 L 300 170 L 300 120 L 340 120 L 340 260 L 370 260 L 370 40 L 420 40 L 420 260 ' +
  'L 450 260 L 450 180 C 450 150 520 150 520 180 L 520 260 L 550 260 L 550 130 L 600 130 L 600 260 L 620 260';

// The skyline sketches itself from left to right in `drawFrames` frames, then holds.
export const EvolveSkyline: React.FC<Props> = ({ drawFrames }) => {
  const frame = useCurrentFrame();
  // Clamp: evolvePath() does not, and a progress above 1 would start erasing the line
  const progress = interpolate(frame, [0, drawFrames], [0, 1], { extrapolateRight: 'clamp' });
  const { strokeDasharray, strokeDashoffset } = evolvePath(progress, skyline);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg viewBox="0 0 640 300">
        <path
          d={skyline}
          fill="none"
          stroke="#fbbf24"
          strokeWidth={5}
          strokeLinejoin="round"
          strokeDasharray={strokeDasharray}
          strokeDashoffset={strokeDashoffset}
        />
      </svg>
    </AbsoluteFill>
  );
};
