import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';

type Props = { curve: string };

// Each option is an easing function: the curves themselves, or what a factory returns.
const CURVES: Record<string, (t: number) => number> = {
  'Easing.linear': Easing.linear,
  'Easing.quad': Easing.quad,
  'Easing.out(Easing.cubic)': Easing.out(Easing.cubic),
  'Easing.inOut(Easing.sin)': Easing.inOut(Easing.sin),
  'Easing.out(Easing.back(2))': Easing.out(Easing.back(2)),
  'Easing.elastic(1)': Easing.elastic(1),
  'Easing.bounce': Easing.bounce,
  'Easing.bezier(0.65, 0, 0.35, 1)': Easing.bezier(0.65, 0, 0.35, 1),
};

const START = 15;
const END = 75;
const GRAPH = 180;
// The graph shows eased progress from -0.2 to 1.2, since some curves overshoot.
const graphY = (progress: number) => GRAPH - ((progress + 0.2) / 1.4) * GRAPH;

// A marker slides along a track; the graph plots the curve, time to the right, progress upwards.
export const EasingCurves: React.FC<Props> = ({ curve }) => {
  const frame = useCurrentFrame();
  const easing = CURVES[curve] ?? Easing.linear;
  const x = interpolate(frame, [START, END], [0, 260], { easing, extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const time = interpolate(frame, [START, END], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const points = Array.from({ length: 61 }, (_, i) => `${(i / 60) * GRAPH},${graphY(easing(i / 60))}`).join(' ');

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', padding: 32, gap: 28, fontFamily: 'sans-serif' }}>
      <div style={{ color: '#e2e8f0', fontSize: 26, fontFamily: 'monospace' }}>{curve}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 40 }}>
        <svg width={GRAPH} height={GRAPH} style={{ overflow: 'visible', backgroundColor: '#1e293b' }}>
          <line x1={0} x2={GRAPH} y1={graphY(0)} y2={graphY(0)} stroke="#475569" strokeWidth={2} />
          <line x1={0} x2={GRAPH} y1={graphY(1)} y2={graphY(1)} stroke="#475569" strokeWidth={2} />
          <polyline points={points} fill="none" stroke="#38bdf8" strokeWidth={4} />
          <circle cx={time * GRAPH} cy={graphY(easing(time))} r={8} fill="#f8fafc" />
        </svg>
        <div style={{ position: 'relative', width: 360, height: 60 }}>
          <div style={{ position: 'absolute', left: 30, width: 260, top: 28, height: 4, backgroundColor: '#475569' }} />
          <div style={{ position: 'absolute', left: x, width: 60, height: 60, borderRadius: 30, backgroundColor: '#38bdf8' }} />
        </div>
      </div>
    </AbsoluteFill>
  );
};
