import { measureText } from '@remotion/layout-utils';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { fontSize: number };

const STEPS = ['Queued', 'Rendering 240 frames', 'Encoding', 'Done'];
const STEP_FRAMES = 36;
const PADDING = 24;

// A status pill that hugs its label: it measures each label, then grows or shrinks to the new width.
export const MeasureStatusPill: React.FC<Props> = ({ fontSize }) => {
  const frame = useCurrentFrame();
  const font = { fontFamily: 'sans-serif', fontSize, fontWeight: 600 };
  const widths = STEPS.map((text) => measureText({ ...font, text }).width);
  const step = Math.min(STEPS.length - 1, Math.floor(frame / STEP_FRAMES));
  const textWidth = interpolate(frame - step * STEP_FRAMES, [0, 10], [widths[Math.max(0, step - 1)]!, widths[step]!], {
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', gap: 28 }}>
      <div style={{ width: textWidth + 2 * PADDING, padding: `12px ${PADDING}px`, boxSizing: 'border-box', overflow: 'hidden', borderRadius: 999, backgroundColor: step === STEPS.length - 1 ? '#22c55e' : '#38bdf8' }}>
        <div style={{ ...font, whiteSpace: 'pre', color: '#0f1729' }}>{STEPS[step]}</div>
      </div>
      <div style={{ fontFamily: 'sans-serif', fontSize: 24, color: '#94a3b8' }}>measured width: {widths[step]!.toFixed(1)} px</div>
    </AbsoluteFill>
  );
};
