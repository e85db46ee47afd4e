import { translatePath } from '@remotion/paths';
import { makeCallout } from '@remotion/shapes';
import { AbsoluteFill, spring, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { pointerPosition: number; cornerRadius: number };

const AVATAR_X = 320;
const AVATAR_Y = 240;
const BODY_WIDTH = 300;
const BODY_HEIGHT = 110;

// A chat bubble pops out of an avatar. The pointer's tip is width × pointerPosition from the left,
// below the bottom edge, so the body is placed to keep that tip above the avatar, and grows from there.
export const CalloutPop: React.FC<Props> = ({ pointerPosition, cornerRadius }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const callout = makeCallout({ width: BODY_WIDTH, height: BODY_HEIGHT, pointerLength: 28, pointerBaseWidth: 40, pointerPosition, cornerRadius });
  const tipX = callout.width * pointerPosition;
  const left = AVATAR_X - tipX;
  const top = AVATAR_Y - 36 - callout.height;
  const pop = spring({ frame: frame - 8, fps, config: { damping: 11 } });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg width={640} height={300} viewBox="0 0 640 300">
        <circle cx={AVATAR_X} cy={AVATAR_Y} r={30} fill="#f59e0b" />
        <g transform={`translate(${AVATAR_X} ${top + callout.height}) scale(${pop}) translate(${-AVATAR_X} ${-(top + callout.height)})`}>
          <path d={translatePath(callout.path, left, top)} fill="#f8fafc" />
          <text x={left + BODY_WIDTH / 2} y={top + BODY_HEIGHT / 2} fill="#0f1729" fontSize={36} fontWeight={700} fontFamily="sans-serif" textAnchor="middle" dominantBaseline="central">
            Ready?
          </text>
        </g>
      </svg>
    </AbsoluteFill>
  );
};
