// The Mrok crest: a blood moon eclipsed into a crescent, pierced by a magic crystal.
// Pure SVG, so the landing page needs no image files.
import { useId } from 'react';
import { palette } from '@/app/theme';

export function Crest({ size = 96, title }: { size?: number; title?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <radialGradient id={`${id}-moon`} cx="38%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#f0b99a" />
          <stop offset="45%" stopColor={palette.bloodBright} />
          <stop offset="100%" stopColor="#4a0b10" />
        </radialGradient>
        <linearGradient id={`${id}-crystal`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#f6e7b8" />
          <stop offset="50%" stopColor={palette.gold} />
          <stop offset="100%" stopColor={palette.goldDim} />
        </linearGradient>
        <mask id={`${id}-crescent`}>
          <rect width="120" height="120" fill="#fff" />
          <circle cx="74" cy="50" r="34" fill="#000" />
        </mask>
      </defs>
      <circle cx="60" cy="60" r="56" fill="none" stroke={palette.goldDim} strokeWidth="1.5" />
      <circle cx="60" cy="60" r="50" fill="none" stroke={palette.goldDim} strokeWidth="0.75" strokeDasharray="2 4" />
      <circle cx="56" cy="60" r="38" fill={`url(#${id}-moon)`} mask={`url(#${id}-crescent)`} />
      <polygon points="60,16 73,56 60,106 47,56" fill={`url(#${id}-crystal)`} stroke="#2a1f0d" strokeWidth="1" />
      <polyline points="60,16 60,106" stroke="#2a1f0d" strokeWidth="0.8" opacity="0.6" fill="none" />
      <polyline points="47,56 60,62 73,56" stroke="#2a1f0d" strokeWidth="0.8" opacity="0.6" fill="none" />
      <circle cx="60" cy="112" r="2.4" fill={palette.bloodBright} />
    </svg>
  );
}
