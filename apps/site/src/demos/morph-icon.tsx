import { interpolatePath } from '@remotion/paths';
import { AbsoluteFill, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Target = 'stop' | 'diamond' | 'bar';
type Props = { target: Target };

// A media button's icons, drawn in a 240 × 240 box. The play triangle has three corners,
// the targets four: interpolatePath() adds points to the shorter path to pair them up.
const play = 'M 80 50 L 190 120 L 80 190 Z';
const targets: Record<Target, string> = {
  stop: 'M 60 60 L 180 60 L 180 180 L 60 180 Z',
  diamond: 'M 120 40 L 200 120 L 120 200 L 40 120 Z',
  bar: 'M 40 100 L 200 100 L 200 140 L 40 140 Z',
};

// The icon morphs to the target and back, on two springs.
export const MorphIcon: React.FC<Props> = ({ target }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const there = spring({ frame: frame - 10, fps, config: { damping: 12 } });
  const back = spring({ frame: frame - 80, fps, config: { damping: 12 } });
  const d = interpolatePath(there - back, play, targets[target]);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 40 }}>
      <svg width={240} height={240} viewBox="0 0 240 240">
        <circle cx={120} cy={120} r={118} fill="#1e293b" />
        <path d={d} fill="#f8fafc" />
      </svg>
      <div style={{ color: '#e2e8f0', fontFamily: 'monospace', fontSize: 32, width: 200 }}>{(there - back).toFixed(2)}</div>
    </AbsoluteFill>
  );
};
