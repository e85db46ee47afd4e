import { CameraMotionBlur } from '@remotion/motion-blur';
import { AbsoluteFill, Easing, interpolate, useCurrentFrame } from 'remotion';

type Props = { shutterAngle: number; samples: number };

const ROW = 120; // height of one digit on the reel

// One slot-machine reel. It reads the frame itself, so every sample sees its own sub-frame moment.
const Reel: React.FC<{ stopFrame: number; spins: number }> = ({ stopFrame, spins }) => {
  const frame = useCurrentFrame();
  // How many digits have rolled past: fast at first, easing out to a stop on a whole digit.
  const rolled = interpolate(frame, [0, stopFrame], [0, spins], { easing: Easing.out(Easing.cubic), extrapolateRight: 'clamp' });
  const digit = Math.floor(rolled);
  const shift = (rolled - digit) * ROW;
  return (
    <div style={{ position: 'relative', width: 120, height: ROW, overflow: 'hidden', borderRadius: 12, backgroundColor: '#1e293b' }}>
      {[digit, digit + 1].map((n) => (
        <div key={n} style={{ position: 'absolute', top: (n - digit) * ROW - shift, width: 120, height: ROW, lineHeight: `${ROW}px`, textAlign: 'center', fontFamily: 'sans-serif', fontSize: 96, fontWeight: 700, color: '#facc15' }}>
          {n % 10}
        </div>
      ))}
    </div>
  );
};

export const CameraBlurReels: React.FC<Props> = ({ shutterAngle, samples }) => {
  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <CameraMotionBlur shutterAngle={shutterAngle} samples={samples}>
        <AbsoluteFill style={{ flexDirection: 'row', gap: 24, justifyContent: 'center', alignItems: 'center' }}>
          <Reel stopFrame={60} spins={37} />
          <Reel stopFrame={80} spins={47} />
          <Reel stopFrame={100} spins={57} />
        </AbsoluteFill>
      </CameraMotionBlur>
    </AbsoluteFill>
  );
};
