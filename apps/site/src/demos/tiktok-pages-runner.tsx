import { createTikTokStyleCaptions, type Caption } from '@remotion/captions';
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from 'remotion';

type Props = { combineTokensWithinMilliseconds: number };

// Word-level captions as a transcription returns them: each word after the first has its leading space.
const WORDS: [string, number, number][] = [
  ['Mile', 0, 300], [' twelve.', 300, 700],
  [' Legs', 1100, 1350], [' are', 1350, 1500], [' heavy,', 1500, 1900], [' but', 1950, 2100], [' the', 2100, 2200],
  [' finish', 2200, 2550], [' is', 2550, 2700], [' past', 2700, 2950], [' that', 2950, 3100], [' bridge.', 3100, 3600],
  [' Keep', 4000, 4300], [' going.', 4300, 4800],
];
const CAPTIONS: Caption[] = WORDS.map(([text, startMs, endMs]) => ({ text, startMs, endMs, timestampMs: startMs, confidence: null }));

// A runner's voice-over, shown a page at a time with the word being spoken in yellow.
export const TikTokPagesRunner: React.FC<Props> = ({ combineTokensWithinMilliseconds }) => {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const { pages } = createTikTokStyleCaptions({ captions: CAPTIONS, combineTokensWithinMilliseconds });
  const nowMs = (frame / fps) * 1000;
  const index = pages.findIndex((page) => page.startMs <= nowMs && nowMs < page.startMs + page.durationMs);
  const page = pages[index];

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', padding: 32 }}>
      {page ? (
        // pre-wrap keeps the spaces at the start of the tokens and still wraps long pages.
        <div style={{ fontFamily: 'sans-serif', fontSize: 44, fontWeight: 800, textAlign: 'center', whiteSpace: 'pre-wrap', color: '#f8fafc' }}>
          {page.tokens.map((token) => (
            <span key={token.fromMs} style={{ color: token.fromMs <= nowMs && nowMs < token.toMs ? '#facc15' : undefined }}>
              {token.text}
            </span>
          ))}
        </div>
      ) : null}
      <div style={{ position: 'absolute', bottom: 20, fontFamily: 'sans-serif', fontSize: 24, color: '#94a3b8' }}>
        {/* The last page ends with its last word (4800 ms), so the final frames show no page. */}
        {page ? `page ${index + 1} of ${pages.length}` : `${pages.length} pages`}
      </div>
    </AbsoluteFill>
  );
};
