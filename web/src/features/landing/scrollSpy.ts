// The landing page's sections and its scroll-spy (spec 1 §2, §9): the active navigation item is
// the last section whose top lies above the scroll position plus 200 px.
import { useEffect, useState } from 'react';

export const SCROLL_SPY_OFFSET = 200;

export const LANDING_SECTIONS = [
  { id: 'start', label: 'Start' },
  { id: 'ostrzezenia', label: 'Ostrzeżenia' },
  { id: 'kontakt', label: 'Kontakt' },
] as const;

export type SectionId = (typeof LANDING_SECTIONS)[number]['id'];

export interface SectionTop<Id extends string = string> {
  id: Id;
  /** The section's top edge in document coordinates (px). */
  top: number;
}

/** The id of the last section (in document order) whose top is above `scrollY + offset`. */
export function activeSection<Id extends string>(
  sections: readonly SectionTop<Id>[],
  scrollY: number,
  offset: number = SCROLL_SPY_OFFSET,
): Id | null {
  let active: Id | null = null;
  for (const section of sections) {
    if (section.top <= scrollY + offset) active = section.id;
  }
  return active;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls smoothly to a section and moves the keyboard focus there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The id of the section the reader is in, updated on scroll and resize. */
export function useScrollSpy(): SectionId {
  const [active, setActive] = useState<SectionId>(LANDING_SECTIONS[0].id);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops: SectionTop<SectionId>[] = [];
      for (const { id } of LANDING_SECTIONS) {
        const element = document.getElementById(id);
        if (element) tops.push({ id, top: element.getBoundingClientRect().top + window.scrollY });
      }
      setActive(activeSection(tops, window.scrollY) ?? LANDING_SECTIONS[0].id);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}
