import { Pie } from '@remotion/shapes';
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { rotationDegrees: number };

const RADIUS = 110;

// A kitchen timer: the red wedge is the time left and shrinks back to where it starts.
export const PieTimer: React.FC<Props> = ({ rotationDegrees }) => {
  const frame = useCurrentFrame();
  const { fps, durationInFrames } = useVideoConfig();
  const left = 1 - frame / (durationInFrames - 1);
  const seconds = Math.ceil((durationInFrames - 1 - frame) / fps);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 48 }}>
      <div style={{ position: 'relative', width: RADIUS * 2, height: RADIUS * 2, borderRadius: RADIUS, backgroundColor: '#e2e8f0' }}>
        {/* rotation is in radians: convert the degrees from the control */}
        <Pie radius={RADIUS} progress={left} rotation={(rotationDegrees * Math.PI) / 180} fill="#ef4444" style={{ position: 'absolute' }} />
      </div>
      <div style={{ color: '#e2e8f0', fontFamily: 'sans-serif', fontSize: 40, fontWeight: 700, width: 150 }}>{seconds} s left</div>
    </AbsoluteFill>
  );
};
