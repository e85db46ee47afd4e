import { CameraMotionBlur, Trail } from '@remotion/motion-blur';
import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';

type Props = { dashFrames: number };

// A block that dashes right, waits, and dashes back. `dashFrames` is a prop, but the position
// comes from the frame read here, below the motion blur components.
const Dash: React.FC<{ dashFrames: number; color: string }> = ({ dashFrames, color }) => {
  const frame = useCurrentFrame();
  const x = interpolate(frame, [15, 15 + dashFrames, 60, 60 + dashFrames], [24, 560, 560, 24], {
    easing: Easing.inOut(Easing.quad),
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  return <div style={{ position: 'absolute', left: x, top: 52, width: 56, height: 56, borderRadius: 12, backgroundColor: color }} />;
};

const Lane: React.FC<{ label: string; children: React.ReactNode }> = ({ label, children }) => (
  <div style={{ position: 'relative', height: 120, borderBottom: '1px solid #334155' }}>
    <div style={{ position: 'absolute', left: 24, top: 10, fontFamily: 'sans-serif', fontSize: 24, color: '#cbd5e1' }}>{label}</div>
    {children}
  </div>
);

export const MotionBlurLanes: React.FC<Props> = ({ dashFrames }) => {
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <Lane label="no blur">
        <Dash dashFrames={dashFrames} color="#94a3b8" />
      </Lane>
      <Lane label="<CameraMotionBlur>">
        <CameraMotionBlur shutterAngle={180} samples={10}>
          <Dash dashFrames={dashFrames} color="#38bdf8" />
        </CameraMotionBlur>
      </Lane>
      <Lane label="<Trail>">
        <Trail layers={6} lagInFrames={1} trailOpacity={0.8}>
          <Dash dashFrames={dashFrames} color="#f472b6" />
        </Trail>
      </Lane>
    </AbsoluteFill>
  );
};
