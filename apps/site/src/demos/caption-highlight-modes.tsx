import { createTikTokStyleCaptions, type Caption, type TikTokToken } from '@remotion/captions';
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { highlight: string };

const WORDS: [string, number, number][] = [
  ['Slice', 0, 350], [' the', 350, 450], [' lemons', 450, 900], [' thin,', 900, 1300],
  [' then', 1600, 1800], [' press', 1800, 2100], [' them', 2100, 2250], [' into', 2250, 2450], [' the', 2450, 2550], [' sugar.', 2550, 3100],
  [' Wait', 3500, 3800], [' ten', 3800, 4050], [' minutes.', 4050, 4700],
];
const CAPTIONS: Caption[] = WORDS.map(([text, startMs, endMs]) => ({ text, startMs, endMs, timestampMs: startMs, confidence: null }));
const { pages } = createTikTokStyleCaptions({ captions: CAPTIONS, combineTokensWithinMilliseconds: 1200 });

// Lights up every word spoken so far, only the word being spoken, or none (a plain subtitle line).
const wordColor = (token: TikTokToken, nowMs: number, highlight: string) => {
  if (highlight === 'none') return '#f8fafc';
  const lit = highlight === 'spoken' ? token.fromMs <= nowMs : token.fromMs <= nowMs && nowMs < token.toMs;
  return lit ? '#fde047' : 'rgba(255, 255, 255, 0.6)';
};

export const CaptionHighlightModes: React.FC<Props> = ({ highlight }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const nowMs = (frame / fps) * 1000;
  const page = pages.find((p) => p.startMs <= nowMs && nowMs < p.startMs + p.durationMs);

  return (
    <AbsoluteFill style={{ backgroundColor: '#1c1917', justifyContent: 'flex-end', alignItems: 'center', paddingBottom: 48 }}>
      {page ? (
        // Only the color changes, so the line never reflows while words light up.
        <p style={{ margin: 0, fontFamily: 'sans-serif', fontSize: 36, fontWeight: 800, whiteSpace: 'pre' }}>
          {page.tokens.map((token) => (
            <span key={token.fromMs} style={{ color: wordColor(token, nowMs, highlight) }}>
              {token.text}
            </span>
          ))}
        </p>
      ) : null}
    </AbsoluteFill>
  );
};
